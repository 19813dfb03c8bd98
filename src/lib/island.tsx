/**
 * What every island uses: `island()`, an error boundary that puts back the server's HTML when the
 * island throws; `useLive()`, the refresh once the page is idle that keeps what is shown when it
 * fails (SPEC section 8); and `Picture`, the one picture of the islands and React views: the
 * build's optimised `<picture>`, or a plain `<img>` of the live API for an item newer than the
 * snapshot, lazy unless told otherwise.
 * Imported by browser code: keep it small.
 */
import {
  Component,
  Suspense,
  createContext,
  useCallback,
  useContext,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
  useEffect,
} from 'react';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import type { PictureData } from '~/lib/picture';

export type { PictureData };

const ROOT_ATTRIBUTE = 'data-island-root';

type Fail = (error: unknown) => void;

const FailContext = createContext<Fail>((error) => {
  throw error;
});

/** For promise chains React does not watch: `promise.catch(fail)` stops the island instead. */
export function useIslandFailure(): Fail {
  return useContext(FailContext);
}

/** For handlers, library callbacks and timers: an error stops the island, not the page. */
export function useIslandGuard(): <A extends unknown[], R>(
  run: (...args: A) => R,
) => (...args: A) => R | undefined {
  const fail = useContext(FailContext);
  return useCallback(
    <A extends unknown[], R>(run: (...args: A) => R) =>
      (...args: A): R | undefined => {
        try {
          return run(...args);
        } catch (error) {
          fail(error);
          return undefined;
        }
      },
    [fail],
  );
}

/** Rethrows a guard's error during render, so React routes it to the boundary. */
function Relay({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const fail = useCallback<Fail>((error) => setFailure({ error }), []);
  if (failure) throw failure.error;
  return <FailContext.Provider value={fail}>{children}</FailContext.Provider>;
}

interface BoundaryProps {
  name: string;
  fallback: () => ReactNode;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    // React has logged the error itself.
    console.warn(
      `${this.props.name} stopped working; the page keeps the content it was built with.`,
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

function serverHtmlOf(id: string): string {
  if (typeof document === 'undefined') return '';
  for (const marker of document.querySelectorAll(`template[${ROOT_ATTRIBUTE}]`)) {
    if (marker.getAttribute(ROOT_ATTRIBUTE) === id) return marker.parentElement?.innerHTML ?? '';
  }
  return '';
}

export interface IslandOptions<P> {
  /** Said after the kept content on failure; a function of props speaks the page's language. */
  failureNote?: ReactNode | ((props: P) => ReactNode);
}

/** `name` says in the console which island stopped. */
export function island<P extends object>(
  name: string | ((props: P) => string),
  Inner: ComponentType<P>,
  options: IslandOptions<P> = {},
): ComponentType<P> {
  const { failureNote } = options;
  function Island(props: P) {
    const id = useId();
    // Read once, in the first render: during hydration the DOM still holds the server's HTML.
    const [serverHtml] = useState(() => serverHtmlOf(id));
    const fallback = () => (
      <>
        <div className="island" dangerouslySetInnerHTML={{ __html: serverHtml }} />
        {typeof failureNote === 'function' ? failureNote(props) : failureNote}
      </>
    );
    return (
      <Boundary name={typeof name === 'function' ? name(props) : name} fallback={fallback}>
        {/* A hydration error re-renders up to this Suspense: the wrapper keeps its copy. */}
        <Suspense fallback={null}>
          <Relay>
            {/* Not a wrapper: `client:visible` never fires for an element without a box. */}
            <template {...{ [ROOT_ATTRIBUTE]: id }} />
            <Inner {...props} />
          </Relay>
        </Suspense>
      </Boundary>
    );
  }
  Island.displayName = `Island(${typeof name === 'function' ? Inner.name : name})`;
  return Island;
}

export const liveApiConfigured: boolean = PUBLIC_API_BASE_URL !== undefined;

/** So refreshing never competes with the first paint or the hydration of other islands. */
export function afterIdle(timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

/** SPEC section 8: only logged, as a warning, while the island keeps what it shows. */
export function logRefreshFailure(what: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`Could not refresh the ${what}; showing the saved copy. ${reason}`);
}

/** `signal` is aborted when the island unmounts. */
export type LiveLoad<T> = (signal: AbortSignal) => Promise<T | undefined>;

/** The fresh value, or undefined until it arrives; `what` names it in the log ("highlights"). */
export function useLive<T>(load: LiveLoad<T> | undefined, what: string): T | undefined {
  const [fresh, setFresh] = useState<T>();
  useEffect(() => {
    if (!liveApiConfigured || !load) return;
    const controller = new AbortController();
    const { signal } = controller;
    afterIdle()
      .then(() => load(signal))
      .then((value) => {
        if (!signal.aborted && value !== undefined) setFresh(value);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) logRefreshFailure(what, error);
      });
    return () => controller.abort();
    // Once per mount: the props of an island never change.
  }, []);
  return fresh;
}

interface PictureProps {
  picture: PictureData;
  /** `''` when the text beside the picture says what it shows. */
  alt?: string | undefined;
  className?: string | undefined;
  /** The page's largest picture (LCP). */
  priority?: boolean | undefined;
  eager?: boolean | undefined;
}

/** Browsers fetch lazy pictures well ahead of the window, where a carousel's later slides sit. */
export const SlideNear = createContext(true);

/**
 * Inside `<noscript>`: shown without JavaScript, not fetched with it. Hydration leaves
 * `dangerouslySetInnerHTML` as the server wrote it until the slide comes near.
 */
function NotYet({ children }: { children: ReactNode }) {
  if (import.meta.env.SSR) return <noscript>{children}</noscript>;
  return <noscript dangerouslySetInnerHTML={{ __html: '' }} />;
}

export function Picture({ picture, alt, className, priority, eager }: PictureProps) {
  const near = useContext(SlideNear);
  const img = (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcset || undefined}
      sizes={picture.srcset ? picture.sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt ?? ''}
      lang={picture.lang}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  const element = !picture.sources?.length ? (
    img
  ) : (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      {img}
    </picture>
  );
  return near || priority ? element : <NotYet>{element}</NotYet>;
}
