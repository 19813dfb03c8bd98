/**
 * The HTTP step every API call shares: a time limit, and every failure an `ApiError`; and the
 * islands' connection to the live API, none when the build has no `PUBLIC_API_BASE_URL`.
 * Imported by browser code: keep it small (forms load it with the form).
 */
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/env';

/** `network`: no answer at all (refused, DNS, CORS); `invalid-json`: a 2xx with an HTML page. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-json' | 'shape';

/** Islands catch it and keep what they show; the snapshot reports it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Also the 2xx status for `invalid-json` and `shape`. */
  readonly status: number | undefined;

  constructor(
    readonly kind: ApiErrorKind,
    readonly url: string,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}

/** Also across bundles, where `instanceof` may fail. */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && 'kind' in error)
  );
}

/** The Node transport provides one with retries. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpContext {
  baseUrl: string;
  /** Bearer credential, sent on POSTs only. */
  token?: string | undefined;
  fetch?: FetchLike | undefined;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** For POSTs whose answer SPEC does not show: any 2xx will do. */
  ignoreBody?: boolean;
}

/** Every call's first argument. */
export interface Connection extends HttpContext {
  /** `{site}` in paths and the visit body (SPEC: PORF). */
  siteCode: string;
  /** Of a read, body included. */
  timeoutMs?: number | undefined;
  submitTimeoutMs?: number | undefined;
  onInvalid?: OnInvalid | undefined;
}

export interface InvalidItemReport {
  call: string;
  index: number;
  id: string | undefined;
  label: string | undefined;
  problems: string[];
}

export type OnInvalid = (report: InvalidItemReport) => void;

/** The parsed JSON of a 2xx answer, else an `ApiError`. Never retries. */
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
    if (!response.ok || spec.ignoreBody) {
      // Drain the body so the connection can be reused.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return undefined;
      throw new ApiError('http', url, `${spec.method} ${url} answered HTTP ${response.status}`, {
        status: response.status,
      });
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

/** Not `AbortSignal.any`, which older phone browsers lack. */
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
    explain(error: unknown, url: string): ApiError {
      if (error instanceof ApiError) return error;
      if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
        // The transport may have its own, shorter per-try limit.
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
