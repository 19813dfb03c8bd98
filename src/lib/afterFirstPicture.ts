/**
 * Runs `then` once the first screen's picture (the page's `fetchpriority="high"` image) has loaded
 * or failed and had a frame to paint, or after `limitMs` (a hanging picture host): scripts that
 * start then never hold that picture up on a slow phone. Imported by browser code: keep it tiny.
 */
export function afterFirstPicture(then: () => void, limitMs = 3000): void {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  void new Promise((arrived) => {
    if (!picture || picture.complete) return arrived(0);
    picture.addEventListener('load', arrived);
    picture.addEventListener('error', arrived);
    setTimeout(arrived, limitMs);
  }).then(() => requestAnimationFrame(() => setTimeout(then)));
}
