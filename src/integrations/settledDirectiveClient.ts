/**
 * The browser half of `client:settled` (settledDirective.ts): Astro inlines it into each page that
 * uses the directive. Imported by browser code: keep it tiny.
 */
import type { ClientDirective } from 'astro';
import { afterFirstPicture } from '../lib/afterFirstPicture';

const settled: ClientDirective = (load, options) => {
  const key = typeof options.value === 'string' ? options.value : '';
  try {
    if (key && window.sessionStorage.getItem(key) === '1') return;
  } catch {
    // Storage blocked: hydrate, and the island decides (once per page load then).
  }
  const hydrate = async () => (await load())();
  afterFirstPicture(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  });
};

export default settled;
