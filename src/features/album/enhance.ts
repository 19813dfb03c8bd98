/**
 * Brings photo grids to life: sizes for live pictures, and the lightbox (loaded on the first tap).
 * Imported by browser code: keep it small.
 */
import { initLightbox } from '~/features/album/initLightbox';
import { PHOTO_GRID_ATTRIBUTE, sizeLinksFromImages } from './sizeFromImages';

/** Returns a function that undoes it. */
export function enhancePhotoGrids(root: ParentNode & Node): () => void {
  const grids = [...root.querySelectorAll<HTMLElement>(`[${PHOTO_GRID_ATTRIBUTE}]`)];
  if (root instanceof HTMLElement && root.hasAttribute(PHOTO_GRID_ATTRIBUTE)) grids.push(root);
  const stops = grids.map((grid) => {
    sizeLinksFromImages(grid);
    return initLightbox(grid);
  });
  return () => stops.forEach((stop) => stop());
}
