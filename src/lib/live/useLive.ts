/**
 * The one refresh hook of every island that shows API content (listings, home carousels, the
 * scroller, the publications and award pictures): the island shows what the build rendered, and
 * once the page is idle `load` asks the live API for fresh data. `load` resolves with the new
 * value, or `undefined` to keep what is shown; a failure is logged and changes nothing (SPEC
 * section 8); unmounting cancels the call.
 */
import { useEffect, useState } from 'react';
import { afterIdle, liveApiConfigured, logRefreshFailure } from './api';

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
