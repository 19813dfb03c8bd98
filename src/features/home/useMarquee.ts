/**
 * The 'Latest' scroller's motion: the list rises by HIGHLIGHT_SCROLL_SPEED (2) pixels every
 * HIGHLIGHT_SCROLL_DELAY_MS (30) ms (SPEC section 9), that is 66.7 pixels a second, and a second,
 * hidden copy of the list below the first makes the loop seamless.
 *
 * The motion is a CSS animation of `transform` (HighlightsScroller.css), which the browser runs
 * off the main thread: a script moving the list every frame would keep a cheap phone's processor
 * busy for as long as the page is open. This hook only measures the list, sets the animation's
 * distance and duration as CSS variables (through the CSSOM, which the Content Security Policy
 * allows) and decides when it may run.
 *
 * It moves only when the list is taller than its box and the visitor has not asked for reduced
 * motion. It holds in place while the pointer is over it (CSS `:hover`) and for a moment after a
 * touch. Keyboard focus inside, and the pause button (WCAG 2.2.2), stop it and bring the list
 * back to the top as an ordinary scrolling box, so every focused link can be scrolled into view.
 * Without JavaScript it is that box from the start.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { HIGHLIGHT_SCROLL_DELAY_MS, HIGHLIGHT_SCROLL_SPEED } from '~/lib/constants';
import { useIslandGuard } from '~/lib/island';

/** How long a touch holds the motion after the finger lifts. */
const TOUCH_HOLD_MS = 2500;

/** What the scroller view needs. */
export interface Marquee {
  boxRef: (element: HTMLElement | null) => void;
  trackRef: (element: HTMLElement | null) => void;
  listRef: (element: HTMLElement | null) => void;
  /** The list could move (taller than the box, motion allowed): the pause button is offered. */
  canMove: boolean;
  /** The list is animating (possibly held in place by hover or touch): show the looping copy. */
  moving: boolean;
  /** Held in place (touch). */
  held: boolean;
  userPaused: boolean;
  togglePause(): void;
  boxHandlers: {
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
    onTouchStart(): void;
    onTouchEnd(): void;
  };
}

/** Animation duration for a loop of `distance` pixels at SPEC's speed. */
export function loopDurationMs(distance: number): number {
  return (distance / HIGHLIGHT_SCROLL_SPEED) * HIGHLIGHT_SCROLL_DELAY_MS;
}

/**
 * @param contentKey changes whenever the list changes (fresh items), to measure it again
 */
export function useMarquee(contentKey: string): Marquee {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  const [motionAllowed, setMotionAllowed] = useState(false);
  const [loopHeight, setLoopHeight] = useState(0);
  const [overflows, setOverflows] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The ResizeObserver's callback runs outside React: an error there stops the island, not the page.
  const guard = useIslandGuard();

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
    const measure = () => {
      setLoopHeight(list.offsetHeight);
      setOverflows(list.offsetHeight > box.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(guard(measure));
    observer.observe(box);
    observer.observe(list);
    return () => observer.disconnect();
  }, [box, list, contentKey, guard]);

  const canMove = motionAllowed && overflows;
  const moving = canMove && !userPaused && !focused;

  // Before the animation starts (or after it stops), the box shows the list from its top.
  useLayoutEffect(() => {
    if (!track || !box) return;
    track.style.setProperty('--latest-loop', `${loopHeight}px`);
    track.style.setProperty('--latest-duration', `${Math.round(loopDurationMs(loopHeight))}ms`);
    if (moving) box.scrollTop = 0;
  }, [track, box, loopHeight, moving]);

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  const togglePause = useCallback(() => setUserPaused((paused) => !paused), []);

  return {
    boxRef: setBox,
    trackRef: setTrack,
    listRef: setList,
    canMove,
    moving,
    held,
    userPaused,
    togglePause,
    boxHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !event.currentTarget.contains(to)) setFocused(false);
      },
      onTouchStart: () => {
        clearTimeout(touchTimer.current);
        setHeld(true);
      },
      onTouchEnd: () => {
        clearTimeout(touchTimer.current);
        touchTimer.current = setTimeout(() => setHeld(false), TOUCH_HOLD_MS);
      },
    },
  };
}
