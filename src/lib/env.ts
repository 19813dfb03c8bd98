/**
 * Public configuration baked into the build (README "Configuration").
 *
 * Imported by browser code: keep it small. Only PUBLIC_ variables can be read here.
 */

/** Origin of the live content API without a trailing slash, or undefined when not configured. */
export const PUBLIC_API_BASE_URL: string | undefined =
  import.meta.env.PUBLIC_API_BASE_URL?.replace(/\/+$/, '') || undefined;

/** Optional bearer credential. It is public: anyone can read it from the JavaScript. */
export const PUBLIC_API_TOKEN: string | undefined = import.meta.env.PUBLIC_API_TOKEN || undefined;

/** Site code the API knows this site by. */
export const SITE_CODE: string = import.meta.env.PUBLIC_SITE_CODE || 'PORF';
