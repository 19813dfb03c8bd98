/**
 * Public configuration baked into the build.
 * Imported by browser code: keep it small. Only PUBLIC_ variables can be read here. `?.`: Node
 * scripts (tsx) load it through the API layer and have no `import.meta.env`; Vite still replaces
 * each value.
 */

/** The live content API's origin, without a trailing slash. */
export const PUBLIC_API_BASE_URL: string | undefined =
  import.meta.env?.PUBLIC_API_BASE_URL?.replace(/\/+$/, '') || undefined;

/** Optional bearer credential. It is public: anyone can read it from the JavaScript. */
export const PUBLIC_API_TOKEN: string | undefined = import.meta.env?.PUBLIC_API_TOKEN || undefined;

export const SITE_CODE: string = import.meta.env?.PUBLIC_SITE_CODE || 'PORF';
