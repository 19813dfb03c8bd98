/** The lightbox itself, loaded by ./initLightbox.ts on the first tap on a photo. */
import PhotoSwipe, { type SlideData } from 'photoswipe';
// `?url`, not `import('x.css')`: Astro would add a dynamically imported stylesheet to the page's
// <head> as a render-blocking link. As URLs, the styles load only with the viewer.
import photoSwipeStylesUrl from 'photoswipe/style.css?url';
import lightboxStylesUrl from './lightbox.css?url';

export interface LightboxWords {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  viewer: string;
}

let stylesLoader: Promise<unknown> | undefined;

function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      reject(new Error(`Could not load ${href}`));
    });
    document.head.append(link);
  });
}

/** Once, on first use; a failed load can be retried. */
function loadStyles(): Promise<unknown> {
  stylesLoader ??= Promise.all([
    loadStylesheet(photoSwipeStylesUrl),
    loadStylesheet(lightboxStylesUrl),
  ]).catch((error: unknown) => {
    stylesLoader = undefined;
    throw error;
  });
  return stylesLoader;
}

export function captionFor(link: HTMLAnchorElement): string {
  const own = link.dataset.pswpCaption?.trim();
  if (own) return own;
  const figcaption = link.closest('figure')?.querySelector('figcaption')?.textContent?.trim();
  if (figcaption) return figcaption;
  return link.querySelector('img')?.alt.trim() ?? '';
}

export function slideFor(link: HTMLAnchorElement): SlideData & { caption: string } {
  const thumbnail = link.querySelector('img');
  return {
    src: link.href,
    srcset: link.dataset.pswpSrcset || undefined,
    width: Number(link.dataset.pswpWidth),
    height: Number(link.dataset.pswpHeight),
    alt: thumbnail?.alt ?? '',
    // The thumbnail already on screen stands in while the large picture loads.
    msrc: thumbnail?.currentSrc || thumbnail?.src || undefined,
    element: link,
    thumbCropped: true,
    caption: captionFor(link),
  };
}

export async function openLightbox(
  links: HTMLAnchorElement[],
  index: number,
  words: Partial<LightboxWords>,
): Promise<void> {
  await loadStyles();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const slides = links.map(slideFor);
  const pswp = new PhotoSwipe({
    dataSource: slides,
    index,
    bgOpacity: 1,
    // Room for the caption, so it never covers the picture.
    padding: { top: 24, bottom: 72, left: 0, right: 0 },
    showHideAnimationType: reduceMotion ? 'none' : 'zoom',
    // Focus goes back to the thumbnail of the picture last shown, not the one that opened it.
    returnFocus: false,
    closeTitle: words.close,
    zoomTitle: words.zoom,
    arrowPrevTitle: words.previous,
    arrowNextTitle: words.next,
    errorMsg: words.error,
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (element) => {
        element.classList.add('pswp__caption');
        element.setAttribute('aria-live', 'polite');
        const update = () => {
          const slide = slides[pswp.currIndex];
          element.textContent = slide?.caption ?? '';
          element.hidden = !slide?.caption;
        };
        pswp.on('change', update);
        update();
      },
    });
  });
  pswp.on('destroy', () => {
    links[pswp.currIndex]?.focus();
  });
  pswp.init();
  // PhotoSwipe's dialog has no name; it keeps focus inside itself, so it is modal.
  pswp.element?.setAttribute('aria-label', words.viewer ?? 'Photo viewer');
  pswp.element?.setAttribute('aria-modal', 'true');
}
