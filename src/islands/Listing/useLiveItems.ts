/**
 * The refresh every listing island does once after hydration: ask the live API for recent items.
 * A failure is logged and leaves the list as it is (the snapshot view stays on screen).
 */
import { useEffect, useState } from 'react';
import type { LazyLoader } from './lazyLive';

/** Fresh cards from `load` (empty until they arrive, and after a failure). */
export function useLiveItems<C>(load: LazyLoader<C> | undefined, what: string): C[] {
  const [live, setLive] = useState<C[]>([]);
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load()
      .then((loader) => loader?.(controller.signal) ?? [])
      .then(setLive, (error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn(
            `Could not refresh the ${what} from the API; showing the saved copy.`,
            error,
          );
        }
      });
    return () => controller.abort();
    // Runs once: an island's loader never changes.
  }, []);
  return live;
}
