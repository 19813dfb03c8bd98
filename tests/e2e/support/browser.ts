/**
 * Chromium for browser tests: Debian's /usr/bin/chromium (or CHROME_PATH) driven by playwright-core,
 * with the flags this machine needs (no background networking).
 */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { watchCsp } from './csp';
import { PLAYWRIGHT_CHROME_FLAGS, testChromePath } from '../../../tools/lib/chrome';

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * What the browser tests add to PLAYWRIGHT_CHROME_FLAGS: at most two renderer processes, shared by every page
 * and context (pages then no longer start a process of their own for each new context and
 * site). On these two-core machines that made a file opening a context per test a fifth faster
 * (forms.test 111 -> 86 s, the data-shape matrix 159 -> 141 s on two shapes). It changes nothing
 * a page can observe; the audit (tools/lib/lighthouse.ts) measures with Chromium's defaults.
 */
export const TEST_CHROME_FLAGS = ['--renderer-process-limit=2'];

/**
 * Launches Chromium. playwright-core gives every launch a fresh temporary user-data dir of its own
 * (and refuses a `--user-data-dir` flag), removing it on close.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: testChromePath(),
    args: [...PLAYWRIGHT_CHROME_FLAGS, ...TEST_CHROME_FLAGS],
  });
  return { browser, close: () => browser.close() };
}

/**
 * One Chromium for the whole test file: launched before its first test, closed after its last.
 * Call at the top level of a test file: `const chrome = useBrowser();` then `chrome.browser`.
 */
export function useBrowser(): { readonly browser: Browser } {
  let running: TestBrowser | undefined;
  beforeAll(async () => {
    running = await launchBrowser();
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    get browser() {
      if (!running) throw new Error('useBrowser(): the browser starts in beforeAll');
      return running.browser;
    },
  };
}

/** A page plus what went wrong on it: uncaught errors and console errors. */
export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions thrown in the page. */
  pageErrors: Error[];
  /** Console messages of level error (failed loads, CSP violations...). */
  consoleErrors: string[];
  /** Closes what was opened for this page: its context (`openPage`) or the page (`useTabs`). */
  close(): Promise<void>;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /** Fixed clock for the page (date rules decided in the browser). */
  now?: Date;
}

/** Opens a new context and page that record errors. Close it with `close()`. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  if (options.now) await page.clock.setFixedTime(options.now);
  return { page, context, ...recordErrors(page), close: () => context.close() };
}

/**
 * Runs `test` on what `opening` opens (`openPage`, `useTabs().open` or a helper built on them),
 * then closes it, whether `test` passed or not; `test`'s result.
 */
export async function onPage<T extends { close(): Promise<void> }, R>(
  opening: Promise<T>,
  test: (opened: T) => Promise<R>,
): Promise<R> {
  const opened = await opening;
  try {
    return await test(opened);
  } finally {
    await opened.close();
  }
}

/**
 * What `read` gives once it has stopped changing (two reads 250 ms apart agree): where a carousel
 * rests once a move under way has ended (embla's spring settles slowly).
 */
export async function untilStill(page: Page, read: () => Promise<number>): Promise<number> {
  let last = await read();
  for (;;) {
    await page.waitForTimeout(250);
    const now = await read();
    if (now === last) return now;
    last = now;
  }
}

/**
 * Makes `page` a browser without ResizeObserver (its constructor throws, as in an old WebView):
 * what islands and page scripts that measure with it must survive.
 */
export async function withoutResizeObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.ResizeObserver = class {
      constructor() {
        throw new TypeError('ResizeObserver is not supported here');
      }
    } as unknown as typeof ResizeObserver;
  });
}

function recordErrors(page: Page): Pick<WatchedPage, 'pageErrors' | 'consoleErrors'> {
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { pageErrors, consoleErrors };
}

/**
 * New pages in one context shared by the tests of a file (or `describe` block): for tests that
 * need a page of their own (listeners, routes, a fresh session storage: each page is a new browser
 * session) but not a context of their own. A page in a context already used starts with a warm
 * HTTP cache; measured on the test build, opening and loading /GuestBook took about 1.1 s in a
 * shared context against 1.5 s in a new one. A test that changes the clock, goes offline or turns
 * JavaScript off changes the whole context: it uses `openPage`.
 */
export function useTabs(chrome: { readonly browser: Browser }): {
  open(options?: Pick<PageOptions, 'viewport' | 'reducedMotion'>): Promise<WatchedPage>;
} {
  let context: BrowserContext | undefined;
  afterAll(async () => {
    await context?.close();
  });
  return {
    async open(options = {}) {
      context ??= await chrome.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.setViewportSize(options.viewport ?? DESKTOP);
      await page.emulateMedia({ reducedMotion: options.reducedMotion ?? 'reduce' });
      return { page, context, ...recordErrors(page), close: () => page.close() };
    },
  };
}

/**
 * One page that visits many addresses in turn, for the tests that walk over pages. On these
 * machines a new page costs Chromium about a second (a renderer of its own) and a navigation of a
 * page already open about a quarter of that, so a walk of a hundred pages saves over a minute.
 * Each visit starts clean: what the last one recorded is forgotten, its session storage cleared
 * (the popup and the visitor counter keep a flag there) and its cookies (the site sets none), the
 * viewport and motion preference set anew. Dialogs are dismissed and recorded.
 */
export interface Walker {
  page: Page;
  context: BrowserContext;
  /** This visit's uncaught exceptions. */
  pageErrors: Error[];
  /** This visit's console messages of level error. */
  consoleErrors: string[];
  /** This visit's console messages of every level. */
  consoleMessages: { type: string; text: string }[];
  /** The messages of the dialogs this visit opened (each dismissed). */
  dialogs: string[];
  /** The CSP violations of the document now shown (see `watchCsp` in ./csp.ts). */
  cspViolations(): Promise<string[]>;
  /** Goes to `url` as a fresh visit (see above); the answer of the navigation. */
  visit(url: string, options?: VisitOptions): ReturnType<Page['goto']>;
  close(): Promise<void>;
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
}

/** Opens a walker (see `Walker`): `options` are the defaults of every visit. */
export async function openWalker(browser: Browser, options: PageOptions = {}): Promise<Walker> {
  // openPage's records (errors, console errors) are emptied at each visit, not replaced.
  const { page, context, pageErrors, consoleErrors } = await openPage(browser, options);
  const consoleMessages: Walker['consoleMessages'] = [];
  const dialogs: string[] = [];
  page.on('console', (message) =>
    consoleMessages.push({ type: message.type(), text: message.text() }),
  );
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A visit's session storage is cleared by the next document itself, before its scripts run:
  // cleared from the last document instead, the popup of a page still finishing its work (it
  // marks itself seen once its live notices arrive) could mark the session seen again between the
  // clearing and the navigation, and the next page's popup then never hydrated (seen once in a
  // fresh-clone CI run). `window.name` survives a same-origin navigation of the tab.
  await page.addInitScript(() => {
    if (window.name !== 'porf-walker-visit') return;
    window.name = '';
    try {
      sessionStorage.clear();
    } catch {
      // Storage blocked: nothing to clear.
    }
  });
  return {
    page,
    context,
    pageErrors,
    consoleErrors,
    consoleMessages,
    dialogs,
    cspViolations: await watchCsp(page),
    async visit(url, visitOptions = {}) {
      // Tells the next document to clear session storage (the init script above); the first
      // visit's document starts with none.
      if (/^https?:/.test(page.url())) {
        await page
          .evaluate(() => {
            window.name = 'porf-walker-visit';
          })
          .catch(() => undefined);
      }
      await context.clearCookies();
      for (const record of [pageErrors, consoleErrors, consoleMessages, dialogs]) {
        record.length = 0;
      }
      await page.setViewportSize(visitOptions.viewport ?? options.viewport ?? DESKTOP);
      await page.emulateMedia({
        reducedMotion: visitOptions.reducedMotion ?? options.reducedMotion ?? 'reduce',
      });
      return page.goto(url, { waitUntil: visitOptions.waitUntil ?? 'load' });
    },
    close: () => context.close(),
  };
}

/**
 * A walker for the tests of one `describe` block (or file, at the top level): opened before its
 * first test, closed after its last. Each test calls `walker.current.visit(url)`.
 */
export function useWalker(
  chrome: { readonly browser: Browser },
  options: PageOptions = {},
): { readonly current: Walker } {
  let walker: Walker | undefined;
  beforeAll(async () => {
    walker = await openWalker(chrome.browser, options);
  });
  afterAll(async () => {
    await walker?.close();
  });
  return {
    get current() {
      if (!walker) throw new Error('useWalker(): the walker opens in beforeAll');
      return walker;
    },
  };
}

/**
 * Walkers for the concurrent tests of one `describe.concurrent` block: `size` walkers opened
 * before its first test, each test borrowing a free one (or waiting for one) for its visit.
 * Two pages at once give the walk two of Chromium's renderers: on a busy machine the walk then
 * gets a bigger share of the cores, and the run's longest chain of files ends sooner.
 */
export function useWalkerPool(
  chrome: { readonly browser: Browser },
  options: PageOptions = {},
  size = 2,
): { use<R>(test: (walker: Walker) => Promise<R>): Promise<R> } {
  const free: Walker[] = [];
  const all: Walker[] = [];
  const waiting: ((walker: Walker) => void)[] = [];
  beforeAll(async () => {
    for (let i = 0; i < size; i++) all.push(await openWalker(chrome.browser, options));
    free.push(...all);
  });
  afterAll(async () => {
    await Promise.all(all.map((walker) => walker.close()));
  });
  return {
    async use(test) {
      if (all.length === 0) throw new Error('useWalkerPool(): the walkers open in beforeAll');
      const walker = free.pop() ?? (await new Promise<Walker>((lend) => waiting.push(lend)));
      try {
        return await test(walker);
      } finally {
        const next = waiting.shift();
        if (next) next(walker);
        else free.push(walker);
      }
    },
  };
}

/**
 * Visits `items` with `concurrency` walkers at once, each taking the next item when it is free;
 * the results in the order of `items`. `prepare` runs once on each walker before its first visit
 * (routes, for example).
 */
export async function walkInTurns<T, R>(
  browser: Browser,
  items: readonly T[],
  visit: (walker: Walker, item: T) => Promise<R>,
  options: PageOptions & { concurrency?: number; prepare?: (walker: Walker) => Promise<void> } = {},
): Promise<R[]> {
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 3, items.length));
  const walkers = await Promise.all(
    Array.from({ length: concurrency }, () => openWalker(browser, options)),
  );
  try {
    if (options.prepare) await Promise.all(walkers.map(options.prepare));
    const results: R[] = [];
    let next = 0;
    await Promise.all(
      walkers.map(async (walker) => {
        while (next < items.length) {
          const index = next++;
          results[index] = await visit(walker, items[index]!);
        }
      }),
    );
    return results;
  } finally {
    await Promise.all(walkers.map((walker) => walker.close()));
  }
}
