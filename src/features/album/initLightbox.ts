/**
 * A photo lightbox for any grid of links to large pictures, built on PhotoSwipe 5.
 *
 * Imported by browser code: keep it small. PhotoSwipe itself (about 60 kB) and its styles are
 * loaded only when someone first opens a picture; until then this module only listens for clicks.
 * Without JavaScript, or if PhotoSwipe fails to load, each link simply opens the large picture.
 *
 * Markup it expects inside the container (server-rendered or React, it does not matter):
 *
 *   <a href="/large.webp" data-pswp-width="1200" data-pswp-height="800"
 *      data-pswp-srcset="/m.webp 800w, /large.webp 1200w" data-pswp-caption="optional">
 *     <img src="/thumb.webp" alt="What the picture shows" />
 *   </a>
 *
 * The caption is `data-pswp-caption`, else the text of the link's enclosing <figure>'s
 * <figcaption>, else the thumbnail's alt text. Arrow keys, Escape and swipes work (PhotoSwipe);
 * on close, focus returns to the thumbnail of the picture that was last shown.
 */
import type PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
// `?url`, not `import('x.css')`: Astro would add a dynamically imported stylesheet to the page's
// <head> as a render-blocking link. As URLs, the styles load only with PhotoSwipe.
import photoSwipeStylesUrl from 'photoswipe/style.css?url';
import lightboxStylesUrl from './lightbox.css?url';

/** Links that open in the lightbox. */
export const LIGHTBOX_LINK_SELECTOR = 'a[data-pswp-width][data-pswp-height]';

let photoSwipeLoader: Promise<typeof PhotoSwipe> | undefined;

/** Adds a stylesheet to the page; resolves once it has loaded. */
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

/** Loads PhotoSwipe and its styles once, on first use. A failed load can be retried. */
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

/** The caption of a link: its own attribute, its figure's caption, or its picture's alt text. */
export function captionFor(link: HTMLAnchorElement): string {
  const own = link.dataset.pswpCaption?.trim();
  if (own) return own;
  const figcaption = link.closest('figure')?.querySelector('figcaption')?.textContent?.trim();
  if (figcaption) return figcaption;
  return link.querySelector('img')?.alt.trim() ?? '';
}

/** What PhotoSwipe needs to show one link's picture. */
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

/** Opens PhotoSwipe on `links`, starting at `index`. */
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
    // Room under the picture for the caption, so it never covers the picture.
    padding: { top: 24, bottom: 72, left: 0, right: 0 },
    showHideAnimationType: reduceMotion ? 'none' : 'zoom',
    // PhotoSwipe would return focus to the link that opened it; we prefer the thumbnail of the
    // picture last shown, which is where the person's attention is.
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

/**
 * Makes every lightbox link inside `container` open its picture in PhotoSwipe. Links added to the
 * container later work too (the listener is delegated). Returns a function that removes it.
 */
export function initLightbox(container: HTMLElement): () => void {
  const words = lightboxWords(container);
  const onClick = (event: MouseEvent) => {
    // Let people open the picture in a new tab or window as they are used to.
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

/** The viewer's words, in the page's language: the grid's `data-lightbox-words` (src/i18n `lightbox`). */
export interface LightboxWords {
  close: string;
  zoom: string;
  previous: string;
  next: string;
  error: string;
  viewer: string;
}

/** The attribute a photo grid carries its viewer's words in, as JSON. */
export const LIGHTBOX_WORDS_ATTRIBUTE = 'data-lightbox-words';

/** The grid's words; without them PhotoSwipe's own English titles are used. */
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
