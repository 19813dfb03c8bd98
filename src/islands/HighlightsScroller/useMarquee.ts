/**
 * The 'Latest' scroller's motion: the box scrolls up by HIGHLIGHT_SCROLL_SPEED (2) pixels every
 * HIGHLIGHT_SCROLL_DELAY_MS (30) ms (SPEC section 9), and a second, hidden copy of the list below
 * the first makes the loop seamless.
 *
 * It moves only when it can and may: the list is taller than its box, the visitor has not asked
 * for reduced motion, the box is on screen and the tab visible (requestAnimationFrame pauses in a
 * background tab). It holds while the pointer is over it, while anything in it has keyboard
 * focus, for a moment after a touch (so a visitor can scroll by hand), and for good once the pause
 * button is pressed (WCAG 2.2.2). The box scrolls natively (`overflow: auto`), so without
 * JavaScript or with reduced motion it is simply a short list to scroll.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { HIGHLIGHT_SCROLL_DELAY_MS, HIGHLIGHT_SCROLL_SPEED } from '~/lib/shared/constants';

/** How long a touch holds the motion after the finger lifts. */
const TOUCH_HOLD_MS = 2500;

type Hold = 'hover' | 'focus' | 'touch' | 'user' | 'offscreen';

/** What the scroller view needs. */
export interface Marquee {
  boxRef: (element: HTMLElement | null) => void;
  listRef: (element: HTMLElement | null) => void;
  /** The list may move (taller than the box, motion allowed): show the copy and the button. */
  canMove: boolean;
  userPaused: boolean;
  togglePause(): void;
  boxHandlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
    onTouchStart(): void;
    onTouchEnd(): void;
  };
}

/**
 * @param contentKey changes whenever the list changes (fresh items), to measure it again
 */
export function useMarquee(contentKey: string): Marquee {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const [motionAllowed, setMotionAllowed] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(() => new Set());
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hold = useCallback((reason: Hold, on: boolean) => {
    setHolds((current) => {
      if (current.has(reason) === on) return current;
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotionAllowed(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // Is the list taller than its box? Measured again when either changes size.
  useEffect(() => {
    if (!box || !list) return;
    const measure = () => setOverflows(list.offsetHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(list);
    return () => observer.disconnect();
  }, [box, list, contentKey]);

  // Off screen, nobody sees it move: save the phone's battery.
  useEffect(() => {
    if (!box) return;
    const observer = new IntersectionObserver(([entry]) =>
      hold('offscreen', !entry?.isIntersecting),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [box, hold]);

  const canMove = motionAllowed && overflows;
  const moving = canMove && !userPaused && holds.size === 0;

  useEffect(() => {
    if (!moving || !box || !list) return;
    let frame = 0;
    let last: number | undefined;
    let carried = 0;
    const step = (time: number) => {
      if (last !== undefined) {
        // A whole number of 2 px steps for the time passed; the rest carries to the next frame.
        // A long gap (the tab was hidden) moves at most one second's worth.
        carried += Math.min(time - last, 1000);
        const steps = Math.floor(carried / HIGHLIGHT_SCROLL_DELAY_MS);
        if (steps > 0) {
          carried -= steps * HIGHLIGHT_SCROLL_DELAY_MS;
          const loop = list.offsetHeight;
          let top = box.scrollTop + steps * HIGHLIGHT_SCROLL_SPEED;
          if (loop > 0 && top >= loop) top -= loop;
          box.scrollTop = top;
        }
      }
      last = time;
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [moving, box, list]);

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const togglePause = useCallback(() => setUserPaused((paused) => !paused), []);

  return {
    boxRef: setBox,
    listRef: setList,
    canMove,
    userPaused,
    togglePause,
    boxHandlers: {
      onMouseEnter: () => hold('hover', true),
      onMouseLeave: () => hold('hover', false),
      onFocus: () => hold('focus', true),
      onBlur: (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !event.currentTarget.contains(to)) hold('focus', false);
      },
      onTouchStart: () => {
        clearTimeout(touchTimer.current);
        hold('touch', true);
      },
      onTouchEnd: () => {
        clearTimeout(touchTimer.current);
        touchTimer.current = setTimeout(() => hold('touch', false), TOUCH_HOLD_MS);
      },
    },
  };
}
