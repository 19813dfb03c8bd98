/**
 * The one refresh hook of every island that shows API content (listings, home carousels, the
 * scroller, the publications and award pictures): the island shows what the build rendered, and
 * once the page is idle `load` asks the live API for fresh data. `load` resolves with the new
 * value, or `undefined` to keep what is shown; a failure is logged and changes nothing (SPEC
 * section 8); unmounting cancels the call. Islands pass a `load` that imports its code
 * (`import('~/features/home/live')`): the readers, schemas and HTTP step load only when needed.
 */
import { useEffect, useState } from 'react';
import { PUBLIC_API_BASE_URL } from '~/lib/env';

/** True when the build was given an API to call (`PUBLIC_API_BASE_URL`). */
export const liveApiConfigured: boolean = PUBLIC_API_BASE_URL !== undefined;

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
  console.warn(`Could not refresh the ${what}; showing the saved copy. ${reason}`);
}

/** Fetches and reads fresh data; `signal` is aborted when the island unmounts. */
export type LiveLoad<T> = (signal: AbortSignal) => Promise<T | undefined>;

/**
 * The fresh value, or undefined until it arrives (and for good when no API is configured, `load`
 * is undefined or the call fails).
 * @param what names the data in the log line ("highlights")
 */
export function useLive<T>(load: LiveLoad<T> | undefined, what: string): T | undefined {
  const [fresh, setFresh] = useState<T>();
  useEffect(() => {
    if (!liveApiConfigured || !load) return;
    const controller = new AbortController();
    const { signal } = controller;
    afterIdle()
      .then(() => load(signal))
      .then((value) => {
        if (!signal.aborted && value !== undefined) setFresh(value);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) logRefreshFailure(what, error);
      });
    return () => controller.abort();
    // Once per mount: the props of an island never change.
  }, []);
  return fresh;
}
