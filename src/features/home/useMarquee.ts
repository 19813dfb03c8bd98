/**
 * The 'Latest' scroller's motion: a CSS animation off the main thread. Focus inside and pause
 * (WCAG 2.2.2) restore a plain scrolling box, so focused links scroll into view.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { HIGHLIGHT_SCROLL_DELAY_MS, HIGHLIGHT_SCROLL_SPEED } from '~/lib/constants';
import { useIslandGuard } from '~/lib/island';

const TOUCH_HOLD_MS = 2500;

export function loopDurationMs(distance: number): number {
  return (distance / HIGHLIGHT_SCROLL_SPEED) * HIGHLIGHT_SCROLL_DELAY_MS;
}

/** @param contentKey changes with the list, to measure it again */
export function useMarquee(contentKey: string) {
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
  // The ResizeObserver's callback runs outside React.
  const guard = useIslandGuard();

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setMotionAllowed(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

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
    /** Taller than the box and motion allowed: the pause button is offered. */
    canMove,
    /** Animating (possibly held by hover or touch): show the looping copy. */
    moving,
    held,
    userPaused,
    togglePause,
    boxHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
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
