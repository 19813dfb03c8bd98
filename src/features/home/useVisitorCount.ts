/** SPEC section 4: a visit per session, then the count; on failure hidden, never a made-up 0. */
import { useEffect, useState } from 'react';
import { afterIdle, liveApiConfigured, logRefreshFailure } from '~/lib/island';

const api = () => import('~/features/home/live');

export const VISIT_RECORDED_KEY = 'porf:visit-recorded';

/** One registration per page load at most, whatever happens to the component. */
let registration: Promise<void> | undefined;

function visitRecorded(): boolean {
  try {
    return window.sessionStorage.getItem(VISIT_RECORDED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberVisit(): void {
  try {
    window.sessionStorage.setItem(VISIT_RECORDED_KEY, '1');
  } catch {
    // Storage blocked: a reload may count the visit again, which is the lesser harm.
  }
}

function recordVisitOnce(): Promise<void> {
  if (visitRecorded()) return Promise.resolve();
  registration ??= api()
    .then((calls) => calls.liveRegisterVisit())
    .then(rememberVisit, (error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

/** Null (hidden) until it arrives, or when it cannot. */
export function useVisitorCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!liveApiConfigured) return;
    let cancelled = false;
    afterIdle()
      .then(recordVisitOnce)
      .then(api)
      .then((calls) => calls.liveVisitorCount())
      .then((value) => {
        if (!cancelled) setCount(value);
      })
      .catch((error: unknown) => logRefreshFailure('visitor count', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return count;
}
