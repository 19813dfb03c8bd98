/**
 * `client:unseen="<sessionStorage key>"`: hydrates an island once the page is idle, as
 * `client:idle` does, unless this browser session has already set that key to '1'. The
 * notification popup opens once per session (README "Where we deliberately differ"), so on every
 * later visit to the home page it loads no code at all (issue 24).
 *
 * Build-time: astro.config.mjs adds the integration; Astro inlines `unseenDirectiveClient.ts`
 * into the pages that use it (its hash goes into the CSP like Astro's own island scripts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once idle unless this session set the sessionStorage key named here to '1'. */
    'client:unseen'?: string;
  }
}

/** The integration: add it to `integrations` in astro.config.mjs. */
export default function unseenDirective(): AstroIntegration {
  return {
    name: 'porf:client-unseen',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'unseen',
          entrypoint: fileURLToPath(new URL('./unseenDirectiveClient.ts', import.meta.url)),
        });
      },
    },
  };
}
