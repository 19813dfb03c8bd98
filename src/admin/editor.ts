/**
 * Entry of the content editor at /admin: Sveltia CMS from npm, bundled by
 * src/integrations/contentEditor.ts into `dist/admin/` (no CDN: its fonts and code come from the
 * site). It reads `config.yml` beside its page, `/admin/config.yml` (src/pages/admin/config.yml.ts).
 */
import CMS from '@sveltia/cms';

CMS.init();
