/**
 * Helpers for the listing browser tests (tests/e2e/listings*.test.ts, album*.test.ts): the controls and cards of a
 * filtered listing island, and waiting for it to hydrate and settle.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The clock the listing tests run at: 22 Nov 2026, 10:00 in India (the snapshot's year). */
export const NOW = new Date('2026-11-22T10:00:00+05:30');

/** How long the browser tests wait for the page to settle (API calls, data files, hydration). */
export const SETTLE_MS = 15_000;

/** `expect.poll` with room for the page to settle (vitest's default gives up after 1 s). */
export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: SETTLE_MS });
}

/** The parts of a listing page the tests read and drive. */
export function listing(page: Page) {
  const year = page.getByLabel('Year', { exact: true });
  const month = page.getByLabel('Month', { exact: true });
  const search = page.getByLabel('Search titles');
  const count = page.locator('.listing__count');
  const titles = page.locator('.listing__item h2');
  return {
    year,
    month,
    search,
    count,
    titles,
    cards: page.locator('.listing__item'),
    /** Waits until the island runs (its controls are enabled). */
    async hydrated() {
      await expect.poll(() => year.isEnabled(), { timeout: SETTLE_MS }).toBe(true);
    },
    /** Waits until the count reads `text` (the view has settled). */
    async counted(text: string | RegExp) {
      await expect
        .poll(() => count.innerText(), { timeout: SETTLE_MS })
        .toMatch(typeof text === 'string' ? new RegExp(`^${escape(text)}$`) : text);
    },
    /** Titles of the cards shown, in order. */
    async shownTitles(): Promise<string[]> {
      return (await titles.allInnerTexts()).map((title) => title.trim());
    },
    /** The query string of the page's URL, decoded (`year=2025&month=Mar`). */
    query(): string {
      return decodeURIComponent(new URL(page.url()).search.replace(/^\?/, '')).replace(/\+/g, ' ');
    },
  };
}

/** Opens `url` on `page` and waits for its listing island to run; the listing's parts. */
export async function openListing(page: Page, url: string) {
  await page.goto(url);
  const parts = listing(page);
  await parts.hydrated();
  return parts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
