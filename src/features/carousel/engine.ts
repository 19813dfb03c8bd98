/**
 * Every carousel on embla: autoplay needs two snaps (else the plugin throws), holds on hover, focus
 * and off screen, stops for good on pause (WCAG 2.2.2). Imported by browser code: keep it small.
 */
import Autoplay from 'embla-carousel-autoplay';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { emblaDuration, slidesFirstShown, type CarouselConfig } from './model';

export function initialState(config: CarouselConfig) {
  return {
    /** False once embla found nothing to scroll; true before, so nothing shifts on start. */
    scrollable: true,
    canPrev: false,
    canNext: false,
    /** Slides move on their own now (screen readers are then not told every move). */
    playing: false,
    userPaused: false,
    /** Slides that have been in view or are next in line: their pictures load. */
    shown: new Set(Array.from({ length: slidesFirstShown(config) }, (_, index) => index)),
  };
}

export type CarouselState = ReturnType<typeof initialState>;

export const autoplays = (config: CarouselConfig, reduceMotion: boolean) =>
  !reduceMotion && config.autoplayMs !== null;

export function emblaOptions(config: CarouselConfig, reduceMotion: boolean): EmblaOptionsType {
  return {
    align: 'start',
    loop: config.loop,
    slidesToScroll: 1,
    // Half a slide in view counts as in view (its picture loads), not a sliver of its edge.
    inViewThreshold: 0.5,
    duration: reduceMotion ? 0 : config.speedMs === null ? 25 : emblaDuration(config.speedMs),
  };
}

/** `driveCarousel` decides when it plays. */
export function emblaPlugins(config: CarouselConfig, reduceMotion: boolean): EmblaPluginType[] {
  if (!autoplays(config, reduceMotion) || config.autoplayMs === null) return [];
  return [
    Autoplay({
      delay: config.autoplayMs,
      playOnInit: true,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ];
}

function arrowKeysMove(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement;
  return target.classList.contains('carousel__viewport') || target.tagName === 'BUTTON';
}

export interface CarouselDriver {
  togglePause(): void;
  destroy(): void;
}

/**
 * Drives `api` inside `root`: holds, arrow keys, pictures to load. `guard` wraps the callbacks
 * embla and the DOM call, so an island's boundary catches what they throw.
 */
export function driveCarousel(
  api: EmblaCarouselType,
  root: HTMLElement,
  config: CarouselConfig,
  onChange: (state: Partial<CarouselState>) => void,
  guard: <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => void = (run) => run,
): CarouselDriver {
  const holds = { hover: false, focus: false, user: false, offscreen: false };
  const hasSnaps = () => api.scrollSnapList().length > 1;
  const shown = new Set(initialState(config).shown);

  const applyHolds = () => {
    const plugin = api.plugins().autoplay;
    if (!plugin) return;
    if (Object.values(holds).some(Boolean) || !hasSnaps()) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  };
  const update = () =>
    onChange({
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      scrollable: hasSnaps(),
    });
  // The slides in view and as many again after them: the next move finds its pictures loaded.
  const reveal = () => {
    const count = api.slideNodes().length;
    if (count === 0) return;
    const slideWidth = api.slideNodes()[0]!.offsetWidth;
    const across =
      slideWidth > 0 ? Math.max(1, Math.round(api.rootNode().offsetWidth / slideWidth)) : 1;
    const before = shown.size;
    for (const index of [...api.slidesInView(), api.selectedScrollSnap()]) {
      for (let step = 0; step < 2 * across; step += 1) shown.add((index + step) % count);
    }
    if (shown.size !== before) onChange({ shown: new Set(shown) });
  };
  const playing = () => onChange({ playing: Boolean(api.plugins().autoplay?.isPlaying()) });
  const hold = (reason: keyof typeof holds, value: boolean) => {
    holds[reason] = value;
    applyHolds();
  };

  const onSelect = guard(() => {
    update();
    reveal();
  });
  const onReInit = guard(() => {
    update();
    applyHolds();
    playing();
    reveal();
  });
  const onPlay = () => onChange({ playing: true });
  const onStop = () => onChange({ playing: false });
  const onInView = guard(reveal);
  const onPointerUp = guard(applyHolds);
  api.on('select', onSelect).on('reInit', onReInit).on('slidesInView', onInView);
  api.on('autoplay:play', onPlay).on('autoplay:stop', onStop).on('pointerUp', onPointerUp);

  const listeners: [string, EventListener][] = [
    ['mouseenter', guard(() => hold('hover', true))],
    ['mouseleave', guard(() => hold('hover', false))],
    ['focusin', guard(() => hold('focus', true))],
    [
      'focusout',
      guard((event: Event) => {
        const to = (event as FocusEvent).relatedTarget as Node | null;
        if (!to || !root.contains(to)) hold('focus', false);
      }),
    ],
    [
      'keydown',
      guard((event: Event) => {
        const key = event as KeyboardEvent;
        if (!arrowKeysMove(key) || (key.key !== 'ArrowLeft' && key.key !== 'ArrowRight')) return;
        key.preventDefault();
        if (key.key === 'ArrowLeft') api.scrollPrev();
        else api.scrollNext();
      }),
    ],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener);
  const offscreen =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          guard((entries: IntersectionObserverEntry[]) =>
            hold('offscreen', !entries.at(-1)?.isIntersecting),
          ),
        );
  offscreen?.observe(root);

  // A row scrolled natively before embla started would sit off by that much under embla.
  api.rootNode().scrollLeft = 0;
  // A hover or focus that began before embla started still holds autoplay.
  holds.hover = root.matches(':hover');
  holds.focus = root.contains(document.activeElement);
  onReInit();

  return {
    togglePause: guard(() => {
      holds.user = !holds.user;
      onChange({ userPaused: holds.user });
      applyHolds();
    }),
    destroy() {
      for (const [type, listener] of listeners) root.removeEventListener(type, listener);
      offscreen?.disconnect();
      api.off('select', onSelect).off('reInit', onReInit).off('slidesInView', onInView);
      api.off('pointerUp', onPointerUp);
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    },
  };
}
