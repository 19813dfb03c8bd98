/**
 * Chromium for browser tests: Debian's /usr/bin/chromium (or CHROME_PATH) driven by playwright-core,
 * with the flags this machine needs (no background networking, fresh profile).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Launches Chromium with a fresh user-data dir that is removed on close. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'porf-chrome-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROME_FLAGS], // playwright gives launch() a fresh temporary profile itself
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
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
