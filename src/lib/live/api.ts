/**
 * The one way the browser calls the live API: the API client's endpoint paths
 * (src/lib/api/endpoints.ts), its HTTP step (http.ts) and its answer readers (read.ts,
 * readStrict.ts), with the entity schemas of src/schemas, so an answer is read in the browser
 * exactly as the snapshot command reads it. Browser only.
 *
 * - `liveList(call, schema)`: a list call, read as `client[call]()` reads it (an answer whose
 *   `data` is not a list rejects; an item the schema refuses is left out with a warning).
 *   Without a signal, islands asking for the same call share one request (the gallery list feeds
 *   two carousels); with one, the call is the caller's own and the signal cancels it.
 * - `registerVisit`, `liveFileUrl`.
 *
 * Islands load it lazily (`import()`, through ./useLive.ts), so it never delays the first paint.
 */
import { endpoints, resolveImageUrl } from '~/lib/api/endpoints';
import { request } from '~/lib/api/http';
import { dataOf, type ItemSchema } from '~/lib/api/read';
import { readList, type InvalidItemReport } from '~/lib/api/readStrict';
import { BROWSER_FETCH_TIMEOUT_MS, FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/env';
import type * as v from 'valibot';

function context(baseUrl: string) {
  return {
    baseUrl,
    token: PUBLIC_API_TOKEN,
    fetch: (url: string, init: RequestInit) => globalThis.fetch(url, init),
  };
}

function requireApi(): string {
  if (!PUBLIC_API_BASE_URL) throw new Error('no API is configured (PUBLIC_API_BASE_URL)');
  return PUBLIC_API_BASE_URL;
}

/**
 * The `data` of a GET answer, asked for now with the browser's time limit; `signal` cancels it.
 * An answer without a `data` field is the wrong shape (the API client's `shape` error).
 */
export async function fetchLiveData(path: string, signal?: AbortSignal): Promise<unknown> {
  const baseUrl = requireApi();
  const body = await request(context(baseUrl), {
    method: 'GET',
    path,
    timeoutMs: BROWSER_FETCH_TIMEOUT_MS,
    signal,
  });
  return dataOf(`${baseUrl}${path}`, body);
}

const answers = new Map<string, Promise<unknown>>();

/** `fetchLiveData` shared by every island of the page; a failed call is forgotten (retryable). */
export function getLiveData(path: string): Promise<unknown> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetchLiveData(path);
    answers.set(path, answer);
    answer.catch(() => answers.delete(path));
  }
  return answer;
}

/** What the browser does with an item the API sent that its schema refuses: it says so. */
export function warnInvalidItem(report: InvalidItemReport): void {
  console.warn('Left out an invalid item from the API', report);
}

/** The list calls of the API client (`client.news()` ...) that the islands make. */
export type LiveListCall =
  | 'news'
  | 'events'
  | 'highlights'
  | 'gallery'
  | 'circulars'
  | 'videos'
  | 'testimonials'
  | 'notifications';

/** The items of a list call, read as the API client reads them (see the file comment). */
export async function liveList<const S extends ItemSchema>(
  call: LiveListCall,
  schema: S,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>[]> {
  const path = endpoints[call](SITE_CODE);
  const data = await (signal ? fetchLiveData(path, signal) : getLiveData(path));
  return readList(call, `${PUBLIC_API_BASE_URL ?? ''}${path}`, data, schema, warnInvalidItem);
}

/** Records one visit: `POST /api/visitor` with `{ schoolcode }`. */
export async function registerVisit(): Promise<void> {
  await request(context(requireApi()), {
    method: 'POST',
    path: endpoints.registerVisit(),
    body: { schoolcode: SITE_CODE },
    timeoutMs: FORM_SUBMIT_TIMEOUT_MS,
    ignoreBody: true,
  });
}

/** The live URL of a stored picture or file; undefined without an API or for a non-http(s) result. */
export function liveFileUrl(path: string): string | undefined {
  if (!PUBLIC_API_BASE_URL) return /^https?:\/\//i.test(path) ? path : undefined;
  const url = resolveImageUrl(PUBLIC_API_BASE_URL, path);
  return /^https?:\/\//i.test(url) ? url : undefined;
}
