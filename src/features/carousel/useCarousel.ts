/**
 * Behaviour of every carousel on the home page: embla with its autoplay plugin, previous/next,
 * arrow keys, and the rules for when autoplay runs.
 *
 * Autoplay runs only when the visitor has not asked for reduced motion and there is something to
 * scroll, and stops while the pointer is over the carousel, while anything in it has keyboard
 * focus, and for good once the visitor presses the pause button (WCAG 2.2.2 asks for a way to stop
 * moving content; hovering is not one on a phone). The plugin's own hover and focus handling is
 * not used: it restarts on mouse-leave even after a pause and ignores focus on the buttons. embla
 * starts only once the reduced-motion preference is known, so it is set up once with the right
 * options.
 *
 * "Something to scroll" is embla's own measure: more than one scroll snap. Three slides in a row
 * of four have one snap, and so does one slide; the same carousel gains snaps when a narrower
 * window shows fewer slides at a time, or when a live refresh brings more slides, and loses them
 * the other way. embla re-measures on both (`reInit`) and so does this hook. The autoplay plugin
 * must never be asked to play without snaps to move between: it then skips its set-up, and its
 * `play()` throws (embla-carousel-autoplay 8.6 reads its per-snap delays before they exist).
 * Looping needs enough slides too; embla turns `loop` off by itself when they are too few.
 */
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { emblaDuration, slidesFirstShown, type CarouselConfig } from '~/features/carousel/model';
import { useIslandGuard } from '~/lib/island';

type Motion = 'unknown' | 'reduce' | 'allowed';

/** Why autoplay is held; it runs only when none of these is true. */
interface Holds {
  hover: boolean;
  focus: boolean;
  user: boolean;
}

/** What a carousel view needs. */
export interface CarouselController {
  /** Ref for the viewport element (embla's root). */
  viewportRef: (element: HTMLElement | null) => void;
  /** True once embla runs (before that the slides scroll natively, or not at all). */
  ready: boolean;
  /**
   * False once embla has found nothing to scroll (every slide already in view); true before that,
   * so the server's HTML and the first render keep their controls (nothing shifts).
   */
  scrollable: boolean;
  canPrev: boolean;
  canNext: boolean;
  prev(): void;
  next(): void;
  /**
   * Whether this carousel autoplays: not for reduced motion, nor when configured off, nor while
   * there is nothing to scroll.
   */
  autoplay: boolean;
  /** True after the visitor pressed pause. */
  userPaused: boolean;
  /** Slides are moving on their own right now (screen readers are then not told every move). */
  playing: boolean;
  togglePause(): void;
  /**
   * Slides that have been in view or next in line: their pictures load, the others' wait
   * (Picture.tsx). Before embla runs, the slides a phone shows first.
   */
  shown: ReadonlySet<number>;
  /** Handlers for the carousel's root element (key presses bubble up from the viewport). */
  rootHandlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

/** Reads `prefers-reduced-motion` after hydration, and follows changes. */
function useMotionPreference(): Motion {
  const [motion, setMotion] = useState<Motion>('unknown');
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotion(query.matches ? 'reduce' : 'allowed');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return motion;
}

/** True when a key press should move the carousel rather than what has focus. */
function arrowKeysMove(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target as HTMLElement;
  // The focused viewport or one of the buttons; never a link inside a slide (moving would hide it).
  return target.classList.contains('carousel__viewport') || target.tagName === 'BUTTON';
}

/** True when embla has more than one place to scroll to. */
function hasSnaps(api: EmblaCarouselType): boolean {
  return api.scrollSnapList().length > 1;
}

/** Sets up embla for `config`; see the file comment for the autoplay rules. */
export function useCarousel(config: CarouselConfig): CarouselController {
  const motion = useMotionPreference();
  const autoplayAllowed = motion === 'allowed' && config.autoplayMs !== null;

  const options = useMemo<EmblaOptionsType>(
    () => ({
      align: 'start',
      loop: config.loop,
      slidesToScroll: 1,
      // A slide counts as in view once half of it shows (not a sliver of its edge): in view,
      // its picture loads (`shown`).
      inViewThreshold: 0.5,
      // Reduced motion: a move is a jump, not a slide.
      duration:
        motion === 'reduce' ? 0 : config.speedMs === null ? 25 : emblaDuration(config.speedMs),
    }),
    [config.loop, config.speedMs, motion],
  );
  const plugins = useMemo<EmblaPluginType[]>(
    () =>
      autoplayAllowed && config.autoplayMs !== null
        ? [
            Autoplay({
              delay: config.autoplayMs,
              playOnInit: true,
              // Dragging stops the plugin; this hook decides when it plays again.
              stopOnInteraction: true,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplayAllowed, config.autoplayMs],
  );
  const [emblaRef, api] = useEmblaCarousel(options, plugins);

  const [shown, setShown] = useState<ReadonlySet<number>>(
    () => new Set(Array.from({ length: slidesFirstShown(config) }, (_, index) => index)),
  );
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const [scrollable, setScrollable] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const holds = useRef<Holds>({ hover: false, focus: false, user: false });
  // embla's callbacks and the buttons run outside React's render: an error there stops the
  // island (its boundary keeps the built content) instead of reaching the page.
  const guard = useIslandGuard();

  /** Plays or stops the plugin according to `holds`, and only when there is something to scroll. */
  const applyHolds = useCallback(() => {
    const plugin = api?.plugins().autoplay;
    if (!api || !plugin) return;
    const { hover, focus, user } = holds.current;
    if (hover || focus || user || !hasSnaps(api)) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
      setScrollable(hasSnaps(api));
    };
    // After a re-measure (resize, slides added or removed) the plugin has been set up again:
    // play it if there is now something to scroll, stop it if not, and respect the holds.
    const remeasured = () => {
      update();
      applyHolds();
      setPlaying(Boolean(api.plugins().autoplay?.isPlaying()));
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // A row scrolled natively before embla started would sit off by that much under embla.
    api.rootNode().scrollLeft = 0;
    update();
    setPlaying(Boolean(api.plugins().autoplay?.isPlaying()));
    // A focus or hover that began before embla started still holds autoplay.
    applyHolds();
    // The slides in view, and as many again after them (after the selected one too, which may
    // not be in view yet while it slides in): the next move then finds its pictures loaded.
    const reveal = () => {
      const count = api.slideNodes().length;
      if (count === 0) return;
      // Slides across: the viewport's width in slides (embla's `slidesInView` counts half-seen
      // ones and waits for an IntersectionObserver).
      const slideWidth = api.slideNodes()[0]!.offsetWidth;
      const across =
        slideWidth > 0 ? Math.max(1, Math.round(api.rootNode().offsetWidth / slideWidth)) : 1;
      const from = [...api.slidesInView(), api.selectedScrollSnap()];
      const wanted = new Set<number>();
      for (const index of from) {
        for (let step = 0; step < 2 * across; step += 1) {
          // Past the end counts from the start again: the next slide of a loop, and slides
          // a carousel that does not loop has shown already.
          wanted.add((index + step) % count);
        }
      }
      setShown((seen) =>
        [...wanted].every((index) => seen.has(index)) ? seen : new Set([...seen, ...wanted]),
      );
    };
    reveal();
    const onSelect = guard(() => {
      update();
      reveal();
    });
    const onReInit = guard(() => {
      remeasured();
      reveal();
    });
    const onInView = guard(reveal);
    const onPointerUp = guard(applyHolds);
    api.on('select', onSelect).on('reInit', onReInit).on('slidesInView', onInView);
    api.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    api.on('pointerUp', onPointerUp);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('slidesInView', onInView);
      api.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
      api.off('pointerUp', onPointerUp);
    };
  }, [api, applyHolds, guard]);

  const hold = useCallback(
    (reason: keyof Holds, value: boolean) => {
      holds.current[reason] = value;
      guard(applyHolds)();
    },
    [applyHolds, guard],
  );

  const prev = useMemo(() => guard(() => api?.scrollPrev()), [api, guard]);
  const next = useMemo(() => guard(() => api?.scrollNext()), [api, guard]);

  const togglePause = useCallback(() => {
    const paused = !holds.current.user;
    setUserPaused(paused);
    hold('user', paused);
  }, [hold]);

  const rootHandlers = useMemo(
    () => ({
      onMouseEnter: () => hold('hover', true),
      onMouseLeave: () => hold('hover', false),
      onFocus: () => hold('focus', true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !event.currentTarget.contains(to)) hold('focus', false);
      },
      onKeyDown: guard((event: KeyboardEvent<HTMLElement>) => {
        if (!arrowKeysMove(event)) return;
        if (event.key === 'ArrowLeft') {
          event.preventDefault();
          api?.scrollPrev();
        } else if (event.key === 'ArrowRight') {
          event.preventDefault();
          api?.scrollNext();
        }
      }),
    }),
    [api, hold, guard],
  );

  return {
    viewportRef: motion === 'unknown' ? noRef : emblaRef,
    ready: motion !== 'unknown' && api !== undefined,
    scrollable,
    canPrev,
    canNext,
    prev,
    next,
    autoplay: autoplayAllowed && scrollable,
    userPaused,
    playing,
    togglePause,
    shown,
    rootHandlers,
  };
}

function noRef() {
  // embla waits until the motion preference is known (see the file comment).
}
