/**
 * A PhotoSwipe lightbox for any grid of links to large pictures (`data-pswp-width` and `-height`).
 * PhotoSwipe and its styles load on the first tap; without them each link opens the picture.
 * Imported by browser code: keep it small.
 */
import type PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
// `?url`, not `import('x.css')`: Astro would add a dynamically imported stylesheet to the page's
// <head> as a render-blocking link. As URLs, the styles load only with PhotoSwipe.
import photoSwipeStylesUrl from 'photoswipe/style.css?url';
import lightboxStylesUrl from './lightbox.css?url';

export const LIGHTBOX_LINK_SELECTOR = 'a[data-pswp-width][data-pswp-height]';

let photoSwipeLoader: Promise<typeof PhotoSwipe> | undefined;

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
function loadPhotoSwipe(): Promise<typeof PhotoSwipe> {
  photoSwipeLoader ??= Promise.all([
    import('photoswipe'),
    loadStylesheet(photoSwipeStylesUrl),
    loadStylesheet(lightboxStylesUrl),
  ]).then(
    ([module]) => module.default,
    (error: unknown) => {
      photoSwipeLoader = undefined;
      throw error;
    },
  );
  return photoSwipeLoader;
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

async function openLightbox(
  links: HTMLAnchorElement[],
  index: number,
  words: Partial<LightboxWords>,
): Promise<void> {
  let PhotoSwipeClass: typeof PhotoSwipe;
  try {
    PhotoSwipeClass = await loadPhotoSwipe();
  } catch (error) {
    // Offline or a failed deploy: the plain link still shows the picture.
    console.warn('Lightbox unavailable, opening the picture instead.', error);
    window.location.assign(links[index]!.href);
    return;
  }
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const slides = links.map(slideFor);
  const pswp = new PhotoSwipeClass({
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

/** Delegated, so links added later work too; returns a function that removes it. */
export function initLightbox(container: HTMLElement): () => void {
  const words = lightboxWords(container);
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>(LIGHTBOX_LINK_SELECTOR);
    if (!link || !container.contains(link)) return;
    const links = [...container.querySelectorAll<HTMLAnchorElement>(LIGHTBOX_LINK_SELECTOR)];
    event.preventDefault();
    void openLightbox(links, links.indexOf(link), words);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}

export interface LightboxWords {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  viewer: string;
}

export const LIGHTBOX_WORDS_ATTRIBUTE = 'data-lightbox-words';

/** Without them PhotoSwipe's own English titles are used. */
function lightboxWords(container: HTMLElement): Partial<LightboxWords> {
  const json = container
    .closest(`[${LIGHTBOX_WORDS_ATTRIBUTE}]`)
    ?.getAttribute(LIGHTBOX_WORDS_ATTRIBUTE);
  try {
    return json ? (JSON.parse(json) as Partial<LightboxWords>) : {};
  } catch {
    return {};
  }
}
