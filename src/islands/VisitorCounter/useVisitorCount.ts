/**
 * The visitor counter's behaviour (SPEC section 4: register a visit, then read the count).
 * One visit is registered per browser session: a flag in sessionStorage keeps a reload from
 * posting again. If either call fails, there is no count and the counter stays hidden: it never
 * shows a made-up 0 (SPEC section 8 only logs the failure).
 */
import { useEffect, useState } from 'react';
import { endpoints } from '~/lib/api/endpoints';
import { SITE_CODE } from '~/lib/shared/env';
import { visitorCountOf } from '~/schemas/visitor';
import {
  afterIdle,
  getLiveData,
  liveApiConfigured,
  logRefreshFailure,
  registerVisit,
} from '~/lib/live/api';

/** sessionStorage key set once this session's visit is recorded. */
export const VISIT_RECORDED_KEY = 'porf:visit-recorded';

/**
 * The visit count so far; throws when the answer holds none. Here rather than in liveApi.ts, so
 * that the pages without the counter (the listings' live refresh uses liveApi.ts) never load the
 * visitor schema.
 */
async function fetchVisitorCount(): Promise<number> {
  const count = visitorCountOf(await getLiveData(endpoints.visitorCount(SITE_CODE)));
  if (count === undefined) throw new Error('the visitor answer holds no count');
  return count;
}

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

/** Records this session's visit once (resolves at once when already recorded). */
function recordVisitOnce(): Promise<void> {
  if (visitRecorded()) return Promise.resolve();
  registration ??= registerVisit().then(rememberVisit, (error: unknown) => {
    registration = undefined;
    throw error;
  });
  return registration;
}

/** The count to show, or null (hidden) until it arrives or when it cannot. */
export function useVisitorCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!liveApiConfigured) return;
    let cancelled = false;
    afterIdle()
      .then(recordVisitOnce)
      .then(fetchVisitorCount)
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
