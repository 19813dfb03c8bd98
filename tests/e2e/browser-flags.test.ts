/**
 * The flags the browser tests and the audit start Chromium with (tools/lib/chrome.ts) do what
 * they say: the address bar's popup page no longer loads beside the page under test, and a
 * Chromium started by playwright-core still has every feature playwright-core itself turns off
 * turned off (Chromium reads only the last `--disable-features` flag, so ours must carry its list).
 *
 * What is in effect is read where Chromium puts it: the browser passes the features it resolved
 * to each renderer process on its command line, and the popup's page runs in a renderer marked
 * `--top-chrome-webui`. The processes are this test's own descendants, found through /proc.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import {
  DISABLED_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  chromePath,
} from '../../tools/lib/chrome';
import { launchChrome } from '../../tools/lib/lighthouse';
import { descendants } from '../support/processes';
import { launchBrowser } from './support/browser';

interface Renderer {
  pid: number;
  topChromeWebUi: boolean;
  disabledFeatures: Set<string>;
}

/**
 * The renderer processes below this test, other than those there before the test began (an
 * earlier test's, still ending). Chromium rewrites its processes' command lines as one
 * space-separated string, so words are split on spaces as well as NULs.
 */
function renderers(): Renderer[] {
  const found: Renderer[] = [];
  for (const pid of descendants(process.pid).filter((pid) => !before.has(pid))) {
    let words: string[];
    try {
      words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    } catch {
      continue;
    }
    if (!words.includes('--type=renderer')) continue;
    const disabled = words.filter((word) => word.startsWith('--disable-features='));
    found.push({
      pid,
      topChromeWebUi: words.includes('--top-chrome-webui'),
      disabledFeatures: new Set(disabled.flatMap((flag) => flag.split('=')[1]!.split(','))),
    });
  }
  return found;
}

/** Loads a page in a new context of `browser`, then gives the browser a moment for its own pages. */
async function loadAPage(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<title>t</title><p>A page.</p>');
  await page.waitForTimeout(1500);
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: { url: string }[];
  };
  await session.detach();
  return targetInfos.map((target) => target.url);
}

let open: { close(): Promise<void> } | undefined;
let before = new Set<number>();
beforeEach(() => {
  before = new Set(descendants(process.pid));
});
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('Chromium flags (tools/lib/chrome.ts)', () => {
  it('playwright-core alone turns off exactly the features PLAYWRIGHT_DISABLED_FEATURES lists', async () => {
    const browser = await chromium.launch({ executablePath: chromePath() });
    open = browser;
    const targets = await loadAPage(browser);
    const pages = renderers().filter((r) => !r.topChromeWebUi);
    expect(pages.length).toBeGreaterThan(0);
    // What playwright-core turns off by itself is what PLAYWRIGHT_DISABLED_FEATURES copies: an
    // upgrade that changes its list fails here (copy the new list into tools/lib/chrome.ts).
    for (const renderer of pages) {
      for (const feature of PLAYWRIGHT_DISABLED_FEATURES) {
        expect(renderer.disabledFeatures, feature).toContain(feature);
      }
      const notCopied = [...renderer.disabledFeatures].filter(
        (feature) => !(PLAYWRIGHT_DISABLED_FEATURES as readonly string[]).includes(feature),
      );
      expect(notCopied, 'turned off by playwright-core but missing from our copy').toEqual([]);
    }
    // Informational: whether this Chromium still loads the popup without our flags (156 does).
    console.info(
      `Without DISABLED_FEATURES: ${renderers().filter((r) => r.topChromeWebUi).length} ` +
        `top-chrome WebUI renderer(s); targets ${targets.filter((u) => u.startsWith('chrome:')).join(', ') || 'none'}`,
    );
  });

  it('the browser tests: playwright-core’s features still off, ours too, no popup page loaded', async () => {
    const chrome = await launchBrowser();
    open = chrome;
    const targets = await loadAPage(chrome.browser);
    const all = renderers();
    expect(all.filter((r) => r.topChromeWebUi)).toEqual([]);
    expect(targets.filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    expect(all.length).toBeGreaterThan(0);
    for (const renderer of all) {
      for (const feature of [...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES]) {
        expect(renderer.disabledFeatures, feature).toContain(feature);
      }
    }
  });

  it('the audit’s Chromium (started directly): our features off, no popup page loaded', async () => {
    const chrome = await launchChrome();
    open = chrome;
    // launchChrome opens about:blank; give the browser the same moment for its own pages.
    await new Promise((done) => setTimeout(done, 2000));
    const all = renderers();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((r) => r.topChromeWebUi)).toEqual([]);
    for (const renderer of all) {
      for (const feature of DISABLED_FEATURES) expect(renderer.disabledFeatures).toContain(feature);
    }
  });
});
