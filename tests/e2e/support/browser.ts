/**
 * Chromium for browser tests: Debian's /usr/bin/chromium (or CHROME_PATH) driven by playwright-core,
 * with the flags this machine needs (no background networking).
 */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_FLAGS } from '../../../tools/lib/chrome';

export { CHROME_FLAGS };

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches Chromium. playwright-core gives every launch a fresh temporary user-data dir of its own
 * (and refuses a `--user-data-dir` flag), removing it on close.
 */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROME_FLAGS],
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
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: 'reduce' | 'no-preference';
  javaScriptEnabled?: boolean;
  /** Fixed clock for the page (date rules decided in the browser). */
  now?: Date;
}

/** Opens a new context and page that record errors. Close it with `context.close()`. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    reducedMotion: options.reducedMotion ?? 'reduce',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  if (options.now) await page.clock.setFixedTime(options.now);
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, context, pageErrors, consoleErrors };
}
