/**
 * The lightbox needs each picture's size before it opens. A live picture comes without one, but its
 * thumbnail is the full picture, so its natural size is the size. Until then a tap opens the file.
 * Imported by browser code: keep it small.
 */

/** Here, in a module without JSX, so the album pages' script does not pull in the JSX runtime. */
export const PHOTO_GRID_ATTRIBUTE = 'data-album-grid';

export const UNSIZED_LINK_SELECTOR = 'a[data-size-from-image]';

export function sizeLinksFromImages(container: ParentNode): void {
  for (const link of container.querySelectorAll<HTMLAnchorElement>(UNSIZED_LINK_SELECTOR)) {
    const image = link.querySelector('img');
    if (!image) continue;
    const apply = () => {
      if (image.naturalWidth === 0) return;
      link.dataset.pswpWidth = String(image.naturalWidth);
      link.dataset.pswpHeight = String(image.naturalHeight);
      link.removeAttribute('data-size-from-image');
    };
    if (image.complete) apply();
    else image.addEventListener('load', apply, { once: true });
  }
}
