/**
 * The one error type of the API client.
 *
 * Imported by browser code: keep it small.
 */

/**
 * Why a call failed:
 * - `http`: the API answered with a status outside 2xx (`status` is set);
 * - `timeout`: no complete answer within the time limit;
 * - `network`: no answer at all (refused, reset, DNS, offline, CORS);
 * - `invalid-json`: a 2xx answer whose body is not JSON (an HTML error page, a truncated body);
 * - `shape`: JSON, but not the shape the call expects (no `data`, not a list ...).
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-json' | 'shape';

/** A failed API call. Islands catch it and keep what they show; the snapshot reports it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** What went wrong, for code to branch on. */
  readonly kind: ApiErrorKind;
  /** The URL called. */
  readonly url: string;
  /** HTTP status, for `http` (and for `invalid-json`/`shape`, the 2xx status received). */
  readonly status: number | undefined;

  constructor(
    kind: ApiErrorKind,
    url: string,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.url = url;
    this.status = options.status;
  }
}

/** True when `error` is an `ApiError` (also across bundles, where `instanceof` may fail). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && 'kind' in error)
  );
}
