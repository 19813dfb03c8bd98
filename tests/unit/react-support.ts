/**
 * React in jsdom for the unit tests: `act()` is expected (React warns of updates outside it), and
 * each test renders into a fresh container of its own.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A container in the page and the React root that renders into it. */
export interface Mounted {
  container: HTMLDivElement;
  root: Root;
}

/** Adds a container to the page, with a root to render into. */
export function mount(): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  return { container, root: createRoot(container) };
}

/** Unmounts what the root rendered and takes the container out of the page. */
export function unmount({ container, root }: Mounted): void {
  act(() => root.unmount());
  container.remove();
}
