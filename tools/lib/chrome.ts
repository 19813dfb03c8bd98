/**
 * Chromium's flags on these machines (../shared/TOOLCHAIN.md): headless, no sandbox, no GPU, no
 * background traffic, and none of the browser window's own pages. The browser tests
 * (tests/e2e/support/browser.ts) and the tools that drive Chromium through playwright-core start it
 * with `PLAYWRIGHT_CHROME_FLAGS`; the audit (./lighthouse.ts), which starts Chromium itself, with
 * `CHROME_FLAGS`.
 */

/**
 * Chromium features turned off: the address bar's popup, which Chromium 156 builds as a WebUI page
 * (chrome://omnibox-popup.top-chrome/, in its classic and its "AI mode" form) and loads with every
 * window, headless ones included, in a renderer process of its own. Nothing here uses the address
 * bar, and on these two-core machines that page cost about 1.5 s of main-thread and 0.6 s of
 * worker CPU beside the first page a window loads (Chromium trace, 2026-11-26): the browser tests'
 * forms file ran in 58 s without it against 81 s with it, and Lighthouse's CPU benchmark read
 * 2,000-2,600 against 940-1,750 (docs/performance.md). Both features have to go: with either
 * one left on, the popup still loads. tests/e2e/browser-flags.test.ts checks no such page loads.
 */
export const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

/**
 * playwright-core's own `--disable-features` list (its `chromiumSwitches`, 1.65). Chromium reads
 * only the last `--disable-features` flag, and a launch's `args` come after playwright-core's, so a
 * list of ours must carry playwright-core's too or lose it (HTTP kept on HTTP, no paint holding,
 * no storage partitioning, no requests to Google at start...). tests/e2e/browser-flags.test.ts
 * compares it with what a launch by playwright-core alone turns off, so an upgrade that changes
 * the list fails there rather than silently.
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

/** Path of the Chromium to drive: CHROME_PATH, else Debian's. */
export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** Flags for a Chromium started directly (the audit's). */
export const CHROME_FLAGS = [...BASE_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`];

/** Flags for a Chromium started by playwright-core (`chromium.launch({ args })`). */
export const PLAYWRIGHT_CHROME_FLAGS = [
  ...BASE_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DISABLED_FEATURES].join(',')}`,
];
