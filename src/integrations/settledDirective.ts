/**
 * `client:settled`: hydrates once idle (within 3 s: `client:idle` may wait for good on a busy
 * page), after the first screen's picture has arrived (React never holds it up on a slow link).
 * The home page's islands use it. `client:settled="<key>"` skips the island once this session
 * set that sessionStorage key to '1' (the popup's code then stays away).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Once idle after the first screen's picture; a string names a sessionStorage key that skips it. */
    'client:settled'?: true | string;
  }
}

export default function settledDirective(): AstroIntegration {
  return {
    name: 'porf:client-settled',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'settled',
          entrypoint: fileURLToPath(new URL('./settledDirectiveClient.ts', import.meta.url)),
        });
      },
    },
  };
}
