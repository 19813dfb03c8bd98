/**
 * The HTTP step every API call shares: JSON request, optional bearer credential on POSTs, a time
 * limit, and every failure an `ApiError` of the right kind.
 *
 * Imported by browser code: keep it small (forms load it with the form).
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

/** The subset of `fetch` the client needs; the Node transport provides one with retries. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Where requests go and how: shared by every call of one client. */
export interface HttpContext {
  /** API origin without a trailing slash. */
  baseUrl: string;
  /** Optional bearer credential, sent on POSTs only. */
  token?: string | undefined;
  /** The transport; the global `fetch` when absent (the snapshot passes its retrying one). */
  fetch?: FetchLike | undefined;
}

/** One request. */
export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** POSTs whose answer SPEC does not show: any 2xx will do, the body is not read as JSON. */
  ignoreBody?: boolean;
}

/**
 * Sends one request; resolves with the parsed JSON answer (undefined with `ignoreBody`) on a 2xx
 * answer, otherwise throws an `ApiError`. Never retries.
 */
export async function request(context: HttpContext, spec: RequestSpec): Promise<unknown> {
  const { baseUrl, token } = context;
  const doFetch = context.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const url = `${baseUrl.replace(/\/+$/, '')}${spec.path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (spec.method === 'POST') {
    headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const deadline = withDeadline(spec.timeoutMs, spec.signal);
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: deadline.signal,
      });
    } catch (error) {
      throw deadline.explain(error, url);
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused; its content is not needed.
      await response.body?.cancel().catch(() => undefined);
      throw new ApiError('http', url, `${spec.method} ${url} answered HTTP ${response.status}`, {
        status: response.status,
      });
    }
    if (spec.ignoreBody) {
      await response.body?.cancel().catch(() => undefined);
      return undefined;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // A body cut off mid-way (reset, timeout) is a transport failure, not bad JSON.
      throw deadline.explain(error, url);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      const start = text.trimStart().slice(0, 40).replace(/\s+/g, ' ');
      throw new ApiError(
        'invalid-json',
        url,
        `${url} did not answer JSON (starts with ${JSON.stringify(start)})`,
        {
          status: response.status,
          cause: error,
        },
      );
    }
  } finally {
    deadline.clear();
  }
}

/**
 * An AbortSignal that fires after `timeoutMs` or when `outer` aborts, and a way to tell which of the
 * two (or neither) caused a failure. Written out instead of `AbortSignal.any`, which older phone
 * browsers still in use lack.
 */
function withDeadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
    /** Turns a transport failure into an ApiError of the right kind. */
    explain(error: unknown, url: string): ApiError {
      if (error instanceof ApiError) return error;
      if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
        // The transport may have its own, shorter limits (the Node transport's per-try time-out).
        const detail = timedOut ? `within ${timeoutMs} ms` : `(${(error as Error).message})`;
        return new ApiError('timeout', url, `${url} gave no complete answer ${detail}`, {
          cause: error,
        });
      }
      const reason = outer?.aborted ? 'the call was cancelled' : describe(error);
      return new ApiError('network', url, `${url} could not be reached: ${reason}`, {
        cause: error,
      });
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
