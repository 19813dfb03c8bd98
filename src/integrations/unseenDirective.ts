/**
 * `client:unseen="<sessionStorage key>"`: hydrates an island once idle, like `client:idle`, unless
 * this session has set that key to '1': the once-per-session popup loads no code on later visits.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once idle unless this session set the sessionStorage key named here to '1'. */
    'client:unseen'?: string;
  }
}

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
