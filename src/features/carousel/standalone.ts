/** Page script: embla's core on the built HTML of carousels that never change, no React at all. */
import EmblaCarousel from 'embla-carousel';
import { autoplays, driveCarousel, emblaOptions, emblaPlugins, initialState } from './engine';
import type { CarouselConfig } from './model';

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/** Puts the pictures a slide keeps in `<noscript>` in place. */
function reveal(slide: Element | undefined): void {
  for (const noscript of slide?.querySelectorAll('noscript') ?? []) {
    noscript.insertAdjacentHTML('beforebegin', noscript.textContent ?? '');
    noscript.remove();
  }
}

function start(root: HTMLElement): void {
  const config = JSON.parse(root.dataset.standalone ?? '') as CarouselConfig;
  const viewport = root.querySelector<HTMLElement>('.carousel__viewport');
  if (!viewport) return;
  const slides = [...root.querySelectorAll('.carousel__slide')];
  const button = (name: string) =>
    root.querySelector<HTMLButtonElement>(`.carousel__button--${name}`);
  const [prev, next, pause] = [button('prev'), button('next'), button('pause')];
  let reduce = reduceMotion.matches;
  const api = EmblaCarousel(viewport, emblaOptions(config, reduce), emblaPlugins(config, reduce));
  const state = initialState(config);
  const show = (change: Partial<typeof state>) => {
    Object.assign(state, change);
    const moving = autoplays(config, reduce) && state.scrollable;
    if (prev) prev.disabled = !state.canPrev;
    if (next) next.disabled = !state.canNext;
    root
      .querySelector('.carousel__controls')
      ?.classList.toggle('carousel__controls--idle', !state.scrollable);
    if (pause) {
      pause.disabled = !moving;
      pause.classList.toggle('carousel__button--idle', !moving);
      pause.toggleAttribute('data-paused', state.userPaused);
      pause.setAttribute(
        'aria-label',
        (state.userPaused ? pause.dataset.play : pause.dataset.pause) ?? '',
      );
    }
    root
      .querySelector('.carousel__track')
      ?.setAttribute('aria-live', state.playing ? 'off' : 'polite');
    for (const index of state.shown) reveal(slides[index]);
  };
  const driver = driveCarousel(api, root, config, show);
  prev?.addEventListener('click', () => api.scrollPrev());
  next?.addEventListener('click', () => api.scrollNext());
  pause?.addEventListener('click', driver.togglePause);
  reduceMotion.addEventListener('change', () => {
    reduce = reduceMotion.matches;
    api.reInit(emblaOptions(config, reduce), emblaPlugins(config, reduce));
  });
  root.classList.add('carousel--ready');
}

function startSafely(root: HTMLElement): void {
  try {
    start(root);
  } catch (error) {
    // The row still scrolls natively.
    console.error(error);
    console.warn(
      `The ${root.dataset.carousel ?? ''} carousel stopped working; the page keeps the content it was built with.`,
    );
  }
}

// Each carousel starts as it nears the screen, so that no long task holds up the first input.
const nearScreen =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) => {
          for (const { target, isIntersecting } of entries) {
            if (!isIntersecting) continue;
            nearScreen?.unobserve(target);
            startSafely(target as HTMLElement);
          }
        },
        { rootMargin: '50% 0px' },
      )
    : undefined;
for (const root of document.querySelectorAll<HTMLElement>('[data-standalone]')) {
  if (nearScreen) nearScreen.observe(root);
  else startSafely(root);
}
