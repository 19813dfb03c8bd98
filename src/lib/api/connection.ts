/**
 * The islands' connection to the live API; none when the build has no `PUBLIC_API_BASE_URL`.
 * Imported by browser code: keep it small (forms load it with the form).
 */
import type { Connection } from '~/lib/api/calls';
import type { InvalidItemReport } from '~/lib/api/calls';
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/env';

export function warnInvalidItem(report: InvalidItemReport): void {
  console.warn('Left out an invalid item from the API', report);
}

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
