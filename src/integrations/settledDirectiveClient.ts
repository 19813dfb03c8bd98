/**
 * The browser half of `client:settled` (settledDirective.ts): Astro inlines it into each page that
 * uses the directive. Imported by browser code: keep it tiny.
 */
import type { ClientDirective } from 'astro';

/** How long a first picture that never arrives (a hanging picture host) may hold the islands. */
const PICTURE_LIMIT_MS = 3000;

const settled: ClientDirective = (load, options) => {
  const key = typeof options.value === 'string' ? options.value : '';
  try {
    if (key && window.sessionStorage.getItem(key) === '1') return;
  } catch {
    // Storage blocked: hydrate, and the island decides (once per page load then).
  }
  const hydrate = async () => (await load())();
  void (async () => {
    // An island above the picture (the popup) may run before it is parsed: look once it is.
    if (document.readyState === 'loading') {
      await new Promise((parsed) => document.addEventListener('DOMContentLoaded', parsed));
    }
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (picture && !picture.complete) {
      await new Promise((arrived) => {
        picture.addEventListener('load', arrived);
        picture.addEventListener('error', arrived);
        setTimeout(arrived, PICTURE_LIMIT_MS);
      });
    }
    // A frame for the picture to paint, then the browser's next idle moment, or 3 s: a busy page
    // may have none for long (a fresh-clone CI saw no popup within 15 s of the load).
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate, { timeout: 3000 });
        else setTimeout(hydrate, 200);
      }),
    );
  })();
};

export default settled;
