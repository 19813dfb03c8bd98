/**
 * The Hindi twin of every page, from one list (`HINDI_PATHS`, src/i18n/paths.ts): each route
 * `/hi/<Page>` (`/hi` for the home page, `/hi/404` for the not-found page of /hi, `/hi/Album/{id}`
 * for the albums) is the English page file itself, injected at its Hindi address. Astro's i18n
 * routing sets `Astro.currentLocale` to `hi` there, and every component takes its words from
 * src/i18n and its texts from the `.hi` content files (README "Languages"). One route per page,
 * not one catch-all page, so each Hindi page loads only its own styles.
 */
import type { AstroIntegration } from 'astro';
import { HINDI_PATHS, localizedPath } from '../i18n/paths';

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
        injectRoute({
          pattern: '/hi/Album/[id]',
          entrypoint: './src/pages/Album/[id].astro',
          prerender: true,
        });
      },
    },
  };
}
