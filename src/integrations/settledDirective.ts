/**
 * `client:settled`: hydrates once idle like `client:idle`, but only after the first screen's
 * picture has arrived, so that React's download and work never hold it up on a slow link.
 * `client:settled="<sessionStorage key>"` also skips the island when this session has set that key
 * to '1': the once-per-session popup loads no code on later visits.
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
