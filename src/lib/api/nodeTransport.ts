/**
 * The snapshot's HTTP transport (Node only): undici with bounded retries of GET and HEAD (backoff
 * with jitter, one deadline per call); other methods get one try, so a form is never sent twice.
 * The body is read in full first, so a cut-off body is a failed try, not bad JSON later; and it is
 * capped while streaming, so an endless answer costs at most the cap in memory.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch as undiciFetch } from 'undici';

export interface NodeTransportOptions {
  /** Tries per idempotent call, first included. */
  attempts?: number;
  /** One try, body included. */
  attemptTimeoutMs?: number;
  /** The whole call, retries and waits included. */
  deadlineMs?: number;
  connectTimeoutMs?: number;
  /** Doubles per retry, with full jitter. */
  baseDelayMs?: number;
  onRetry?: (info: RetryInfo) => void;
  random?: () => number;
}

export interface TransportInit extends RequestInit {
  /** A tighter byte cap for this call (a picture, a PDF). */
  maxBytes?: number;
}

/** Final, not retried. */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
}

/** Far above any JSON answer of the API, far below a machine's memory. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
/** The longest wait between tries; it also caps a server's Retry-After. */
const MAX_DELAY_MS = 8_000;

export interface RetryInfo {
  url: string;
  attempt: number;
  /** `HTTP 503`, `timeout`, `ECONNRESET` ... */
  reason: string;
  delayMs: number;
}

const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function createNodeTransport(options: NodeTransportOptions = {}) {
  const attempts = Math.max(1, options.attempts ?? 4);
  const attemptTimeoutMs = options.attemptTimeoutMs ?? 20_000;
  const deadlineMs = options.deadlineMs ?? 60_000;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const random = options.random ?? Math.random;
  // undici's own timers are backstops only; the per-try AbortSignal below fires first.
  const agent = new Agent({
    connect: { timeout: options.connectTimeoutMs ?? 10_000 },
    headersTimeout: attemptTimeoutMs + 1_000,
    bodyTimeout: attemptTimeoutMs + 1_000,
  });

  const fetch = async (url: string, init: TransportInit): Promise<Response> => {
    const maxBytes = init.maxBytes ?? DEFAULT_MAX_BODY_BYTES;
    const method = (init.method ?? 'GET').toUpperCase();
    const idempotent = method === 'GET' || method === 'HEAD';
    const maxAttempts = idempotent ? attempts : 1;
    const started = Date.now();
    const outer = init.signal ?? undefined;

    for (let attempt = 1; ; attempt += 1) {
      const remaining = deadlineMs - (Date.now() - started);
      if (remaining <= 0)
        throw timeoutError(`no complete answer within the ${deadlineMs} ms deadline`);
      const tryTimeout = Math.min(attemptTimeoutMs, remaining);
      const timeout = AbortSignal.timeout(tryTimeout);

      let failure: string;
      let lastError: unknown;
      let retryAfterMs: number | undefined;
      try {
        const response = await undiciFetch(url, {
          method,
          headers: init.headers as Record<string, string> | undefined,
          body: init.body as string | undefined,
          signal: outer ? AbortSignal.any([outer, timeout]) : timeout,
          dispatcher: agent,
        });
        const retryable =
          idempotent && RETRY_STATUSES.has(response.status) && attempt < maxAttempts;
        const body =
          NULL_BODY_STATUSES.has(response.status) || retryable
            ? (await response.body?.cancel().catch(() => undefined), null)
            : await readCapped(response, maxBytes, url);
        if (!retryable) {
          return new Response(body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers as unknown as HeadersInit,
          });
        }
        failure = `HTTP ${response.status}`;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      } catch (error) {
        if (outer?.aborted) throw outer.reason ?? error;
        if (error instanceof TooLargeError) throw error;
        const timedOut = timeout.aborted;
        lastError = timedOut ? timeoutError(`no complete answer within ${tryTimeout} ms`) : error;
        if (attempt >= maxAttempts) throw lastError;
        failure = timedOut ? 'timeout' : errorCode(error);
      }

      const backoff = Math.round(
        random() * Math.min(MAX_DELAY_MS, baseDelayMs * 2 ** (attempt - 1)),
      );
      const delayMs = Math.min(MAX_DELAY_MS, Math.max(backoff, retryAfterMs ?? 0));
      if (Date.now() - started + delayMs >= deadlineMs) {
        throw (
          lastError ??
          timeoutError(`gave up after ${failure}: the ${deadlineMs} ms deadline would pass`)
        );
      }
      options.onRetry?.({ url, attempt, reason: failure, delayMs });
      await sleep(delayMs, undefined, { signal: outer }).catch((error: unknown) => {
        throw outer?.reason ?? error;
      });
    }
  };

  return { fetch, close: () => agent.close() };
}

async function readCapped(
  response: {
    headers: { get(name: string): string | null };
    body: (AsyncIterable<Uint8Array> & { cancel(): Promise<void> }) | null;
  },
  maxBytes: number,
  url: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new TooLargeError(
      `${url} is ${declared} bytes by its Content-Length, over the limit of ${maxBytes}`,
    );
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early (the throw) cancels the stream and closes the connection.
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw new TooLargeError(`${url} passed the limit of ${maxBytes} bytes while downloading`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** As `fetch` throws it, so the client reports kind `timeout`. */
function timeoutError(message: string): DOMException {
  return new DOMException(message, 'TimeoutError');
}

function errorCode(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/** Retry-After (seconds or an HTTP date) in ms. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
