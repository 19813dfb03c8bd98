/**
 * Chromium's flags on these machines (../shared/TOOLCHAIN.md): headless, no sandbox, no GPU, no
 * background traffic. The browser tests (tests/e2e/support/browser.ts) and the audit
 * (./lighthouse.ts) start Chromium with the same ones.
 */
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
