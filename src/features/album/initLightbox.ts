/**
 * Binds a PhotoSwipe lightbox to any grid of links to large pictures (`data-pswp-width` and
 * `-height`). Only this click listener loads with the page; the viewer (./viewer.ts, PhotoSwipe
 * and its styles) loads on the first tap; without it each link opens the picture.
 */
import type { LightboxWords } from './viewer';

const LIGHTBOX_LINK_SELECTOR = 'a[data-pswp-width][data-pswp-height]';
const LIGHTBOX_WORDS_ATTRIBUTE = 'data-lightbox-words';

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
    void open(links, links.indexOf(link), words);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}

async function open(links: HTMLAnchorElement[], index: number, words: Partial<LightboxWords>) {
  try {
    const viewer = await import('./viewer');
    await viewer.openLightbox(links, index, words);
  } catch (error) {
    // Offline or a failed deploy: the plain link still shows the picture.
    console.warn('Lightbox unavailable, opening the picture instead.', error);
    window.location.assign(links[index]!.href);
  }
}

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
