import { existsSync } from 'node:fs';

/**
 * Chromium's flags here: headless, no sandbox, no GPU, no background traffic, none of the window's
 * own pages. `PLAYWRIGHT_CHROME_FLAGS` for playwright-core launches, `CHROME_FLAGS` for the audit.
 */

/**
 * The address bar's popup, a WebUI page Chromium loads with every window, headless too, costing
 * CPU beside the page under test. Both features must go: with either left on, the popup loads.
 * tests/e2e/browser-flags.test.ts checks that no such page loads.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * playwright-core's own `--disable-features` list. Chromium reads only the last such flag and our
 * `args` come after playwright-core's, so ours must carry its list too. tests/e2e/browser-flags
 * compares it with playwright-core's, so an upgrade that changes the list fails there.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

const BASE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, else Debian's. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Debian's chromium-headless-shell binary (its /usr/bin script runs it without exec). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' Chromium: CHROME_PATH, else Debian's headless shell when installed (the same
 * Blink and V8 without the browser's window and UI, as Playwright itself runs headless: a quarter
 * less CPU over the browser tests, docs/testing.md), else chromePath(). The audit keeps Chromium.
 */
export function testChromePath(): string {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath());
}

export const CHROME_FLAGS = [...BASE_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`];

/** Flags for a Chromium started by playwright-core (`chromium.launch({ args })`). */
export const PLAYWRIGHT_CHROME_FLAGS = [
  ...BASE_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
];
