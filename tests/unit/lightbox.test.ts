// @vitest-environment jsdom
/**
 * The lightbox binding (src/features/album/initLightbox.ts) without a browser: captions, slide
 * data, and which clicks it takes over. Opening PhotoSwipe itself is covered by the browser tests.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { initLightbox } from '~/features/album/initLightbox';
import { captionFor, slideFor } from '~/features/album/viewer';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A grid of two photos; the first has a figcaption, the second only alt text. */
function grid(): HTMLElement {
  document.body.innerHTML = `
    <ul data-lightbox>
      <li><figure>
        <a id="one" href="/large-1.webp" data-pswp-width="1200" data-pswp-height="800"
           data-pswp-srcset="/m-1.webp 800w, /large-1.webp 1200w">
          <img src="/thumb-1.webp" alt="Two children reading under a tree" />
        </a>
        <figcaption> Reading hour </figcaption>
      </figure></li>
      <li><a id="two" href="/large-2.webp" data-pswp-width="1000" data-pswp-height="750">
        <img src="/thumb-2.webp" alt="A loom with striped cloth" />
      </a></li>
      <li><a id="plain" href="/elsewhere">Not a photo</a></li>
    </ul>`;
  return document.querySelector<HTMLElement>('[data-lightbox]')!;
}

const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

/** Dispatches a click like a browser would and says whether the page's default was prevented. */
function click(target: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('captions', () => {
  it('prefers data-pswp-caption, then the figure caption, then the alt text', () => {
    grid();
    expect(captionFor(link('one'))).toBe('Reading hour');
    expect(captionFor(link('two'))).toBe('A loom with striped cloth');
    link('two').dataset.pswpCaption = 'Handloom centre, Panipat';
    expect(captionFor(link('two'))).toBe('Handloom centre, Panipat');
  });
});

describe('slide data', () => {
  it('takes the size, the responsive sources and the thumbnail as placeholder from the link', () => {
    grid();
    const slide = slideFor(link('one'));
    expect(slide).toMatchObject({
      width: 1200,
      height: 800,
      srcset: '/m-1.webp 800w, /large-1.webp 1200w',
      alt: 'Two children reading under a tree',
      caption: 'Reading hour',
      element: link('one'),
    });
    expect(slide.src).toMatch(/\/large-1\.webp$/);
    expect(slide.msrc).toMatch(/\/thumb-1\.webp$/);
    expect(slideFor(link('two')).srcset).toBeUndefined();
  });
});

describe('initLightbox', () => {
  it('takes over a plain click on a photo link, from the picture inside it too', () => {
    const container = grid();
    initLightbox(container);
    expect(click(link('one').querySelector('img')!)).toBe(true);
    expect(click(link('two'))).toBe(true);
  });

  it('leaves other links and opening in a new tab or window alone', () => {
    const container = grid();
    initLightbox(container);
    expect(click(link('plain'))).toBe(false);
    expect(click(link('one'), { ctrlKey: true })).toBe(false);
    expect(click(link('one'), { metaKey: true })).toBe(false);
    expect(click(link('one'), { shiftKey: true })).toBe(false);
    expect(click(link('one'), { button: 1 })).toBe(false);
  });

  it('stops listening when its cleanup function is called', () => {
    const container = grid();
    const stop = initLightbox(container);
    stop();
    expect(click(link('one'))).toBe(false);
  });
});
