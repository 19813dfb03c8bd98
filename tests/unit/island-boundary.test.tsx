// @vitest-environment jsdom
/**
 * `island()` (src/lib/island.tsx): whatever part of an island throws, during hydration,
 * in an effect, in a later render, in a guarded handler or in a promise handed to the boundary, the
 * page keeps exactly the HTML the server rendered, the error is reported once (React's console
 * error plus one warning naming the island) and never reaches the page as an uncaught error.
 * tests/e2e/island-faults.test.ts does the same with the real islands in Chromium.
 */
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { island, useIslandFailure, useIslandGuard } from '~/lib/island';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A root to render into (react-dom's createRoot and hydrateRoot give one). */
type Root = ReturnType<typeof hydrateRoot>;

type FailIn = 'nowhere' | 'hydration' | 'effect' | 'later-render' | 'handler' | 'promise';

/** True while the "server" renders (jsdom has a window on both sides). */
let serverRendering = false;

/** A small island with server content (a list of links) that fails where it is told to. */
function Widget({ failIn }: { failIn: FailIn }) {
  const [clicked, setClicked] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const guard = useIslandGuard();
  const fail = useIslandFailure();
  if (failIn === 'hydration' && !serverRendering) throw new Error('hydration broke');
  if (failIn === 'later-render' && clicked) throw new Error('render broke');
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (failIn === 'effect') throw new Error('effect broke');
    if (failIn === 'promise') Promise.reject(new Error('promise broke')).catch(fail);
  }, [failIn, fail]);
  const onClick = guard(() => {
    if (failIn === 'handler') throw new Error('handler broke');
    setClicked(true);
  });
  return (
    <nav aria-label="Widget">
      <ul>
        <li>
          <a href="/News">News</a>
        </li>
        <li>
          <a href="/Donate">Donate</a>
        </li>
      </ul>
      <button type="button" disabled={!hydrated} onClick={onClick}>
        Go
      </button>
    </nav>
  );
}

const Island = island('The widget', Widget);
const WithNote = island('The noted widget', Widget, { failureNote: <p>Write to us.</p> });
/** The note as a function of the island's props: it can speak the words the page gave. */
const WithPropsNote = island('The worded widget', Widget, {
  failureNote: ({ failIn }) => <p lang="hi">कृपया हमें लिखें ({failIn}).</p>,
});

let container: HTMLElement;
let root: Root | undefined;
let errors: unknown[][];
let warnings: unknown[][];
let pageErrors: unknown[];
const onError = (event: ErrorEvent) => pageErrors.push(event.error);

beforeEach(() => {
  errors = [];
  warnings = [];
  pageErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => warnings.push(args));
  window.addEventListener('error', onError);
  // Astro's wrapper element, holding the server's HTML.
  container = document.createElement('astro-island');
  document.body.append(container);
});

afterEach(() => {
  if (root) act(() => root!.unmount());
  root = undefined;
  container.remove();
  window.removeEventListener('error', onError);
  vi.restoreAllMocks();
});

/** Server-renders the island into the page, hydrates it, and gives the server's HTML. */
async function hydrate(Component: typeof Island, failIn: FailIn): Promise<string> {
  serverRendering = true;
  const html = renderToString(<Component failIn={failIn} />);
  serverRendering = false;
  container.innerHTML = html;
  // The server HTML as the browser holds it (`disabled` reads back as `disabled=""`).
  const parsed = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, <Component failIn={failIn} />);
  });
  return parsed;
}

const click = async () =>
  act(
    async () =>
      void container
        .querySelector('button')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true })),
  );

/** HTML without React's Suspense markers (comments, which show nothing). */
const withoutMarkers = (html: string) => html.replace(/<!--\/?\$-->/g, '');

/** What the failed island shows: the content of its box-less `.island` element, nothing else. */
function kept(): string {
  expect(container.children).toHaveLength(1);
  const element = container.firstElementChild!;
  expect(element.matches('div.island')).toBe(true);
  return element.innerHTML;
}

/** Whatever failed, the island shows the server's HTML again, and it was reported once. */
function expectKeptAndReportedOnce(serverHtml: string, message: string) {
  expect(withoutMarkers(kept())).toBe(withoutMarkers(serverHtml));
  expect(container.querySelectorAll('a[href="/News"], a[href="/Donate"]')).toHaveLength(2);
  const reported = errors.filter((args) => args.some((arg) => String(arg).includes(message)));
  expect(reported, JSON.stringify(errors.map(String))).toHaveLength(1);
  expect(warnings).toEqual([
    ['The widget stopped working; the page keeps the content it was built with.'],
  ]);
  expect(pageErrors).toEqual([]);
}

describe('island()', () => {
  it('hydrates without a trace when nothing fails', async () => {
    const html = await hydrate(Island, 'nowhere');
    expect(container.querySelector('button')!.disabled).toBe(false);
    await click();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    // Hydrated: the same markup, with the button now enabled.
    expect(withoutMarkers(container.innerHTML)).toBe(
      withoutMarkers(html).replace(' disabled=""', ''),
    );
  });

  it('wraps nothing: the island’s own elements stay the children of Astro’s element', async () => {
    // `client:visible` hydrates when a child of <astro-island> enters the viewport; a wrapper
    // without a box (display: contents) never does, and the island would never start.
    await hydrate(Island, 'nowhere');
    const children = [...container.children].map((child) => child.tagName.toLowerCase());
    expect(children).toEqual(['template', 'nav']);
    expect(container.querySelector('template')!.content.childNodes).toHaveLength(0);
  });

  it.each([
    ['during hydration', 'hydration', 'hydration broke'],
    ['in an effect', 'effect', 'effect broke'],
    ['in a promise handed to the boundary', 'promise', 'promise broke'],
  ] as const)('keeps the server HTML when the island throws %s', async (_when, failIn, message) => {
    const html = await hydrate(Island, failIn);
    expectKeptAndReportedOnce(html, message);
  });

  it.each([
    ['in a guarded handler', 'handler', 'handler broke'],
    ['in a render after an interaction', 'later-render', 'render broke'],
  ] as const)('keeps the server HTML when the island throws %s', async (_when, failIn, message) => {
    const html = await hydrate(Island, failIn);
    expect(errors).toEqual([]);
    await click();
    expectKeptAndReportedOnce(html, message);
  });

  it('adds the note the island asked for after the kept content', async () => {
    const html = await hydrate(WithNote, 'effect');
    expect(withoutMarkers(container.innerHTML)).toBe(
      `<div class="island">${withoutMarkers(html)}</div><p>Write to us.</p>`,
    );
    expect(warnings).toEqual([
      ['The noted widget stopped working; the page keeps the content it was built with.'],
    ]);
    expect(pageErrors).toEqual([]);
  });

  it("makes the note from the island's props when given a function", async () => {
    const html = await hydrate(WithPropsNote, 'handler');
    // Nothing is said while the island works.
    expect(container.querySelector('[lang="hi"]')).toBeNull();
    await click();
    expect(withoutMarkers(container.innerHTML)).toBe(
      `<div class="island">${withoutMarkers(html)}</div><p lang="hi">कृपया हमें लिखें (handler).</p>`,
    );
    expect(pageErrors).toEqual([]);
  });

  it('rethrows from a guard outside any island (tests and plain components see the error)', () => {
    function Bare() {
      const guard = useIslandGuard();
      return (
        <button
          type="button"
          onClick={guard(() => {
            throw new Error('bare');
          })}
        />
      );
    }
    const html = renderToString(<Bare />);
    expect(html).toContain('<button');
  });
});
