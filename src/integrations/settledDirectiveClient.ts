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
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  void new Promise((arrived) => {
    if (!picture || picture.complete) return arrived(0);
    picture.addEventListener('load', arrived);
    picture.addEventListener('error', arrived);
    setTimeout(arrived, PICTURE_LIMIT_MS);
  }).then(() =>
    // A frame for the picture to paint, then the browser's next idle moment.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
        else setTimeout(hydrate, 200);
      }),
    ),
  );
};

export default settled;
