/** An island's carousel: embla starts once the motion preference is known, set up once. */
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIslandGuard } from '~/lib/island';
import {
  autoplays,
  driveCarousel,
  emblaOptions,
  emblaPlugins,
  initialState,
  type CarouselDriver,
} from './engine';
import type { CarouselConfig } from './model';

function useReducedMotion(): boolean | undefined {
  const [reduce, setReduce] = useState<boolean>();
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduce(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduce;
}

export function useCarousel(config: CarouselConfig) {
  const reduce = useReducedMotion();
  const options = useMemo(() => emblaOptions(config, reduce ?? false), [config, reduce]);
  const plugins = useMemo(() => emblaPlugins(config, reduce ?? false), [config, reduce]);
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [state, setState] = useState(() => initialState(config));
  const driver = useRef<CarouselDriver>(undefined);
  const guard = useIslandGuard();

  useEffect(() => {
    if (!api || !root) return;
    const drive = driveCarousel(
      api,
      root,
      config,
      (change) => setState((current) => ({ ...current, ...change })),
      guard,
    );
    driver.current = drive;
    return () => drive.destroy();
  }, [api, root, config, guard]);

  const prev = useMemo(() => guard(() => api?.scrollPrev()), [api, guard]);
  const next = useMemo(() => guard(() => api?.scrollNext()), [api, guard]);
  const togglePause = useCallback(() => driver.current?.togglePause(), []);

  return {
    ...state,
    /** The carousel's region: keys, hover and focus are read there. */
    rootRef: setRoot,
    viewportRef: reduce === undefined ? noRef : emblaRef,
    /** Before embla runs the slides scroll natively. */
    ready: reduce !== undefined && api !== undefined,
    /** Not for reduced motion, nor with nothing to scroll. */
    autoplay: autoplays(config, reduce ?? false) && state.scrollable,
    prev,
    next,
    togglePause,
  };
}

function noRef() {
  // embla waits until the motion preference is known.
}
