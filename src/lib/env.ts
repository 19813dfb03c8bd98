/**
 * Public configuration baked into the build, and the islands' connection to the live API made of
 * it. Imported by browser code (forms load it with the form): keep it small. Only PUBLIC_ variables
 * can be read here.
 */
import type { Connection, InvalidItemReport } from '~/lib/api/calls';

/** The live content API's origin, without a trailing slash. */
export const PUBLIC_API_BASE_URL: string | undefined =
  import.meta.env.PUBLIC_API_BASE_URL?.replace(/\/+$/, '') || undefined;

/** Optional bearer credential. It is public: anyone can read it from the JavaScript. */
export const PUBLIC_API_TOKEN: string | undefined = import.meta.env.PUBLIC_API_TOKEN || undefined;

export const SITE_CODE: string = import.meta.env.PUBLIC_SITE_CODE || 'PORF';

export function warnInvalidItem(report: InvalidItemReport): void {
  console.warn('Left out an invalid item from the API', report);
}

/** None when the build has no `PUBLIC_API_BASE_URL`. */
export const liveConnection: Connection | undefined = PUBLIC_API_BASE_URL
  ? {
      baseUrl: PUBLIC_API_BASE_URL,
      siteCode: SITE_CODE,
      token: PUBLIC_API_TOKEN,
      onInvalid: warnInvalidItem,
    }
  : undefined;

/** Throws when the build has no API. */
export function requireLive(): Connection {
  if (!liveConnection) throw new Error('no API is configured (PUBLIC_API_BASE_URL)');
  return liveConnection;
}
