/**
 * Entry of the content editor at /admin: Sveltia CMS from npm, bundled by
 * src/integrations/contentEditor.ts into `dist/admin/` (no CDN: its fonts and code come from the
 * site). It reads `/admin/config.yml` (src/pages/admin/config.yml.ts), named by the page's
 * `<link rel="cms-config-url">`.
 */
import CMS from '@sveltia/cms';

CMS.init();
