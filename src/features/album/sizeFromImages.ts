/**
 * The lightbox (src/features/album) needs each picture's size before it opens it. Pictures served
 * live by the API (albums newer than the snapshot, pictures it did not cache) come without one, and
 * their thumbnail is the full picture: so once a thumbnail has loaded, its natural size is the
 * picture's size. Until then a tap simply opens the picture, as without JavaScript.
 *
 * Imported by browser code: keep it small.
 */

/**
 * Marks a photo grid (PhotoGridView) for enhance.ts. Here, in a module without JSX, so that the
 * album pages' small script does not pull in the islands' JSX runtime.
 */
export const PHOTO_GRID_ATTRIBUTE = 'data-album-grid';

/** Links that still wait for their picture's size. */
export const UNSIZED_LINK_SELECTOR = 'a[data-size-from-image]';

/** Gives every unsized link in `container` its picture's size as soon as its thumbnail has loaded. */
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
