/**
 * How the islands talk to the live API: GET an answer's `data` with a time limit (the home page's
 * islands once per page however many ask for it, the listings' live refresh with a signal that
 * cancels it); record a visit; and wait until the page is idle first, so nothing competes with
 * the first paint.
 *
 * Built on the HTTP step of src/lib/api (http.ts) and its answer readers (read.ts), as the API
 * client is; answers are read with the entity schemas of src/schemas, the build's own. Browser
 * only.
 */
import { endpoints, resolveImageUrl } from '~/lib/api/endpoints';
import { request } from '~/lib/api/http';
import { dataOf } from '~/lib/api/read';
import type { InvalidItemReport } from '~/lib/api/readStrict';
import { BROWSER_FETCH_TIMEOUT_MS, FORM_SUBMIT_TIMEOUT_MS } from '~/lib/shared/constants';
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/shared/env';

/** True when the build was given an API to call (`PUBLIC_API_BASE_URL`). */
export const liveApiConfigured: boolean = PUBLIC_API_BASE_URL !== undefined;

/** Paths of the calls the home page makes, for this site. */
export const livePaths = {
  highlights: () => endpoints.highlights(SITE_CODE),
  notifications: () => endpoints.notifications(SITE_CODE),
  news: () => endpoints.news(SITE_CODE),
  events: () => endpoints.events(SITE_CODE),
  gallery: () => endpoints.gallery(SITE_CODE),
  testimonials: () => endpoints.testimonials(SITE_CODE),
  visitorCount: () => endpoints.visitorCount(SITE_CODE),
};

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

/**
 * The `data` of a GET answer (`fetchLiveData`). Islands asking for the same path share one
 * request (the gallery list feeds two carousels). A failed call is forgotten, so a later caller
 * may try again.
 */
export function getLiveData(path: string): Promise<unknown> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetchLiveData(path);
    answers.set(path, answer);
    answer.catch(() => answers.delete(path));
  }
  return answer;
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

/** What the browser does with an item the API sent that its schema refuses: it says so. */
export function warnInvalidItem(report: InvalidItemReport): void {
  console.warn('Left out an invalid item from the API', report);
}

/** The live URL of a stored picture or file; undefined without an API or for a non-http(s) result. */
export function liveFileUrl(path: string): string | undefined {
  if (!PUBLIC_API_BASE_URL) return /^https?:\/\//i.test(path) ? path : undefined;
  const url = resolveImageUrl(PUBLIC_API_BASE_URL, path);
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/**
 * Resolves once the browser is idle (or after `timeoutMs` at the latest), so refreshing never
 * competes with the first paint or the hydration of other islands.
 */
export function afterIdle(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

/**
 * Logs a refresh that failed. SPEC (section 8) only logs these; the island keeps what it shows.
 * A warning, not an error: the page is fine, it just shows the snapshot.
 */
export function logRefreshFailure(what: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Could not refresh ${what}; showing the saved copy. ${reason}`);
}
