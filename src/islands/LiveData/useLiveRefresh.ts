/**
 * Snapshot first, then fresh: an island shows `initial` (the build's snapshot, also what the
 * server rendered) and, once the page is idle, asks `load` for fresh data. `load` resolves with
 * the new value, or `undefined` to keep what is shown; a failure is logged and changes nothing.
 */
import { useEffect, useState } from 'react';
import { afterIdle, liveApiConfigured, logRefreshFailure } from './liveApi';

/**
 * @param initial what the server rendered
 * @param load fetches and reads fresh data; called once, after idle, only when an API is configured
 * @param what names the data in the log line ("highlights")
 */
export function useLiveRefresh<T>(
  initial: T,
  load: (() => Promise<T | undefined>) | undefined,
  what: string,
): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!liveApiConfigured || !load) return;
    let cancelled = false;
    afterIdle()
      .then(load)
      .then((fresh) => {
        if (!cancelled && fresh !== undefined) setValue(fresh);
      })
      .catch((error: unknown) => logRefreshFailure(what, error));
    return () => {
      cancelled = true;
    };
    // Once per mount: every island passes a module-level `load`, which never changes.
  }, []);
  return value;
}
