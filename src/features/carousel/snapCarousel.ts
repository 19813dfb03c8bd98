/**
 * The home page's carousels whose slides never change after the build (projects, sponsors): their
 * HTML is rendered by the same `Carousel` view as the islands' (src/features/carousel/Carousel.tsx,
 * `native`), but no component is hydrated. The row scrolls natively with CSS scroll snap (swipe,
 * trackpad, Tab to a link), and this script adds what embla adds to the others:
 *
 * - previous/next buttons and the arrow keys (on the row or a button) move one slide; a looping
 *   carousel goes from its last place back to its first and the other way;
 * - autoplay every `data-autoplay` ms, the same rules as useCarousel.ts: never for reduced motion
 *   or with nothing to scroll, held while the pointer is over the carousel or anything in it has
 *   keyboard focus, stopped for good with the pause button (WCAG 2.2.2); here also held while
 *   the carousel is off screen or the tab hidden (a phone scrolls nothing nobody sees), and a
 *   visitor's own scrolling starts the wait again;
 * - screen readers hear of moves only while nothing moves on its own (`aria-live`);
 * - pictures of slides that are not near yet wait inside `<noscript>` (Picture.tsx) and are put in
 *   place once their slide comes within a row's width of the view.
 *
 * It measures only in observer callbacks (after layout), so it forces no layout while the page
 * loads. Where it cannot run it says so as a stopped island does, and the row still scrolls.
 * Imported by the home page's script: keep it small and free of imports.
 */

const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/** Why autoplay is held; it runs only when none is true. */
interface Holds {
  hover: boolean;
  focus: boolean;
  user: boolean;
  offscreen: boolean;
  /** The tab is hidden. */
  hidden: boolean;
}

/** True when a key press should move the carousel rather than what has focus (useCarousel.ts). */
function arrowKeysMove(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement;
  return target.classList.contains('carousel__viewport') || target.tagName === 'BUTTON';
}

/** Puts the pictures a slide keeps in `<noscript>` in place (their markup is its text). */
function reveal(slide: Element): void {
  for (const noscript of slide.querySelectorAll('noscript')) {
    noscript.insertAdjacentHTML('beforebegin', noscript.textContent ?? '');
    noscript.remove();
  }
}

export function initSnapCarousel(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>('.carousel__viewport');
  const track = root.querySelector<HTMLElement>('.carousel__track');
  if (!viewport || !track) return;
  const slides = Array.from(track.children) as HTMLElement[];
  const controls = root.querySelector<HTMLElement>('.carousel__controls');
  const prevButton = root.querySelector<HTMLButtonElement>('.carousel__button--prev');
  const nextButton = root.querySelector<HTMLButtonElement>('.carousel__button--next');
  const pauseButton = root.querySelector<HTMLButtonElement>('.carousel__button--pause');
  const delay = Number(root.dataset.autoplay) || 0;
  const loop = root.hasAttribute('data-loop');
  const holds: Holds = {
    hover: false,
    focus: false,
    user: false,
    offscreen: true,
    hidden: document.hidden,
  };
  let scrollable = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const maxScroll = () => viewport.scrollWidth - viewport.clientWidth;

  /** Where the row stops for each slide: its content at the left edge, as far as it can go. */
  const stops = (): number[] => {
    const left = viewport.getBoundingClientRect().left - viewport.scrollLeft;
    const max = maxScroll();
    const places = slides.map((slide) => {
      const padding = parseFloat(getComputedStyle(slide).paddingLeft) || 0;
      return Math.min(max, Math.max(0, slide.getBoundingClientRect().left + padding - left));
    });
    return [...new Set(places.map(Math.round))].sort((a, b) => a - b);
  };

  const move = (direction: 1 | -1) => {
    const at = viewport.scrollLeft;
    const places = stops();
    let to =
      direction > 0
        ? places.find((place) => place > at + 1)
        : places.reverse().find((place) => place < at - 1);
    if (to === undefined) {
      if (!loop) return;
      to = direction > 0 ? 0 : maxScroll();
    }
    viewport.scrollTo({ left: to, behavior: reduceMotion.matches ? 'instant' : 'smooth' });
  };

  const autoplayAllowed = () => delay > 0 && !reduceMotion.matches && scrollable;

  /** Starts or stops the countdown to the next move, by the holds. */
  const apply = () => {
    const play = autoplayAllowed() && !Object.values(holds).some(Boolean);
    if (play && timer === undefined) {
      const tick = () => {
        move(1);
        timer = setTimeout(tick, delay);
      };
      timer = setTimeout(tick, delay);
    } else if (!play && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    // Moves are not announced while they come on their own.
    track.setAttribute('aria-live', timer === undefined ? 'polite' : 'off');
    if (pauseButton) {
      const shown = autoplayAllowed();
      pauseButton.disabled = !shown;
      pauseButton.classList.toggle('carousel__button--idle', !shown);
    }
  };

  /** Buttons by where the row is; run after every scroll and re-measure. */
  const update = () => {
    const max = maxScroll();
    scrollable = max > 1;
    const at = viewport.scrollLeft;
    if (prevButton) prevButton.disabled = !scrollable || (!loop && at <= 1);
    if (nextButton) nextButton.disabled = !scrollable || (!loop && at >= max - 1);
    controls?.classList.toggle('carousel__controls--idle', !scrollable);
    apply();
  };

  let frame = 0;
  viewport.addEventListener(
    'scroll',
    () => {
      // A visitor's scroll (or a move under way) starts the wait for the next move again.
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
      }
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  new ResizeObserver(update).observe(viewport);

  const hold = (reason: keyof Holds, value: boolean) => {
    holds[reason] = value;
    apply();
  };
  // One callback may carry several entries for the root: the last is the latest.
  new IntersectionObserver((entries) => hold('offscreen', !entries.at(-1)?.isIntersecting)).observe(
    root,
  );
  document.addEventListener('visibilitychange', () => hold('hidden', document.hidden));
  reduceMotion.addEventListener('change', apply);

  root.addEventListener('mouseenter', () => hold('hover', true));
  root.addEventListener('mouseleave', () => hold('hover', false));
  root.addEventListener('focusin', () => hold('focus', true));
  root.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (!to || !root.contains(to)) hold('focus', false);
  });
  root.addEventListener('keydown', (event) => {
    if (!arrowKeysMove(event)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  });
  prevButton?.addEventListener('click', () => move(-1));
  nextButton?.addEventListener('click', () => move(1));
  pauseButton?.addEventListener('click', () => {
    const paused = !holds.user;
    pauseButton.setAttribute(
      'aria-label',
      (paused ? pauseButton.dataset.play : pauseButton.dataset.pause) ?? '',
    );
    pauseButton.toggleAttribute('data-paused', paused);
    hold('user', paused);
  });

  // Slides within a row's width of the view get their pictures.
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        near.unobserve(entry.target);
      }
    },
    { root: viewport, rootMargin: '0px 100% 0px 100%' },
  );
  for (const slide of slides) if (slide.querySelector('noscript')) near.observe(slide);

  root.classList.add('carousel--ready');
}

for (const root of document.querySelectorAll<HTMLElement>('[data-snap-carousel]')) {
  try {
    initSnapCarousel(root);
  } catch (error) {
    // A browser without some API (ResizeObserver, IntersectionObserver): the row still scrolls
    // natively, its buttons stay disabled. Said the way a stopped island says it (Island/island.tsx).
    console.error(error);
    console.warn(
      `The ${root.dataset.carousel ?? ''} carousel stopped working; the page keeps the content it was built with.`,
    );
  }
}
