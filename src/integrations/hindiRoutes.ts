/**
 * Injects `/hi/<Page>` for every page of `HINDI_PATHS`, every album and every story: the English
 * page file at its Hindi address. One route per page, not a catch-all, so each Hindi page loads
 * only its own styles. Warns of the built Hindi pages that show their text in English for want of
 * its Hindi twin.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { HINDI_PATHS, localizedPath } from '../lib/routes';
import { untranslatedPages } from './builtFiles';

export default function hindiRoutes(): AstroIntegration {
  return {
    name: 'porf:hindi-routes',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const path of [...HINDI_PATHS, '/404']) {
          const file = path === '/' ? 'index' : path.slice(1);
          injectRoute({
            pattern: localizedPath(path, 'hi'),
            entrypoint: `./src/pages/${file}.astro`,
            prerender: true,
          });
        }
        for (const [pattern, entrypoint] of [
          ['/hi/Album/[id]', './src/pages/Album/[id].astro'],
          ['/hi/[...story]', './src/pages/[...story].astro'],
        ]) {
          injectRoute({ pattern: pattern!, entrypoint: entrypoint!, prerender: true });
        }
      },
      'astro:build:done': ({ dir, logger }) => {
        const pages = untranslatedPages(fileURLToPath(dir));
        if (pages.length > 0) logger.warn(`Hindi pages shown in English: ${pages.join(', ')}`);
      },
    },
  };
}
