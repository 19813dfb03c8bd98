/**
 * Every island's default export is wrapped with `island()`: an error boundary that keeps on screen
 * what the server rendered from the snapshot when the island's interactive or live part throws
 * (a bad live answer that slips through, a library bug, a browser without some API).
 *
 * How: the wrapper renders an empty `<template data-island-root>` marker before the island. Before
 * React takes the server's HTML over, the wrapper copies the HTML of the marker's parent (Astro's
 * `<astro-island>`, whose content is exactly this island); if anything below it throws, during
 * hydration, in an effect, in a later render, or in a handler passed through `useIslandGuard`, the
 * boundary puts exactly that HTML back (in a `<div class="island">` with no box of its own:
 * `display: contents` in global.css): the same text, pictures and links, which work without
 * script (controls are rendered disabled until hydration, so none can do harm).
 *
 * Why a marker and not a wrapping element: `client:visible` hydrates when one of the
 * `<astro-island>`'s children intersects the viewport, and an element without a box (as a
 * wrapper must be, not to change the layout) never does.
 *
 * The error is reported once: React logs a caught error to the console (`console.error`, its
 * default `onCaughtError`), and the boundary adds one warning naming the island. Nothing reaches
 * the page as an uncaught error.
 *
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
} from 'react';

/** Marks the island whose server HTML the boundary keeps (on an empty `<template>`). */
const ROOT_ATTRIBUTE = 'data-island-root';

/** Reports an error to the nearest island boundary (outside one: throws it on). */
type Fail = (error: unknown) => void;

const FailContext = createContext<Fail>((error) => {
  throw error;
});

/**
 * Hands an error to the island's boundary: for promise chains React does not watch
 * (`promise.catch(fail)`), so a rejection stops the island instead of reaching the page.
 */
export function useIslandFailure(): Fail {
  return useContext(FailContext);
}

/**
 * A guard for code React does not watch (event handlers, library callbacks, timers): an error in
 * a guarded function stops the island like an error in its render, instead of reaching the page.
 */
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

/** Rethrows, during render, an error handed over by a guard: React then routes it to the boundary. */
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
    // React has logged the error itself (once); say which island it stopped and what stays.
    console.warn(
      `${this.props.name} stopped working; the page keeps the content it was built with.`,
    );
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}

/** The server's HTML of the island whose marker has this id, read before React changes it. */
function serverHtmlOf(id: string): string {
  if (typeof document === 'undefined') return '';
  for (const marker of document.querySelectorAll(`template[${ROOT_ATTRIBUTE}]`)) {
    if (marker.getAttribute(ROOT_ATTRIBUTE) === id) return marker.parentElement?.innerHTML ?? '';
  }
  return '';
}

/** Options of `island()`. */
export interface IslandOptions<P> {
  /**
   * Said after the kept content when the island fails (a form says where to write instead): an
   * element, or a function of the island's props, so that the note speaks the page's language
   * from the words the page gave the island.
   */
  failureNote?: ReactNode | ((props: P) => ReactNode);
}

/**
 * `Inner` as an island: behind an error boundary that keeps the server's HTML (see the file
 * comment). `name` says which island stopped, in the console ("The news carousel"); an island
 * that serves several blocks names each from its props.
 */
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
        <div
          className="island"
          // The server's own HTML of this island, as it was on the page a moment ago.
          dangerouslySetInnerHTML={{ __html: serverHtml }}
        />
        {typeof failureNote === 'function' ? failureNote(props) : failureNote}
      </>
    );
    return (
      <Boundary name={typeof name === 'function' ? name(props) : name} fallback={fallback}>
        {/*
          An error while hydrating makes React drop the server's HTML and render again from
          scratch, up to the nearest Suspense boundary: this one, so the wrapper above keeps its
          state (the copy of that HTML) and its id.
        */}
        <Suspense fallback={null}>
          <Relay>
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
