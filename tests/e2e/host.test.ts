/**
 * The host as production runs it (issue 21): the test build served by Cloudflare Pages' own local
 * runtime (`wrangler pages dev`, tests/e2e/support/globalSetup.ts). Every answer (a page, a
 * redirect, the 404 page, a file) carries the security headers of `_headers`; the all-lowercase
 * address of every page is a 301 to the page (`_redirects`), which itself is never redirected;
 * other case mixes get the 404 page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/config/securityPolicy';
import { TEST_DIST } from './support/config';

const site = inject('siteUrl');
const get = (path: string) => fetch(site + path, { redirect: 'manual' });

/** The `_redirects` rules of the test build: [from, to, status]. */
const redirects = readFileSync(join(TEST_DIST, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/) as [string, string, string]);

function expectSecurityHeaders(answer: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(answer.headers.get(name), `${name} on ${what}`).toBe(value);
  }
  expect(answer.headers.get('content-security-policy'), what).toMatch(/frame-ancestors 'none'/);
}

describe('the site on Cloudflare Pages’ runtime', () => {
  it('answers /aboutngo with a 301 to /AboutNgo, both with the security headers', async () => {
    const redirect = await get('/aboutngo');
    expect(redirect.status).toBe(301);
    expect(new URL(redirect.headers.get('location')!, site).pathname).toBe('/AboutNgo');
    expectSecurityHeaders(redirect, '/aboutngo');
    const page = await get('/AboutNgo');
    expect(page.status).toBe(200);
    expectSecurityHeaders(page, '/AboutNgo');
  });

  it('redirects the lowercase form of every page to a page that answers 200', async () => {
    expect(redirects.length).toBeGreaterThan(20);
    for (const [from, to, status] of redirects) {
      expect(from, to).toBe(to.toLowerCase());
      expect(status).toBe('301');
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(new URL(answer.headers.get('location')!, site).pathname, from).toBe(to);
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('serves the 404 page with status 404 and the headers for unknown and mixed-case paths', async () => {
    for (const path of ['/no-such-page', '/Aboutngo', '/hi/no-such-page']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toMatch(/<html[\s\S]*404/i);
      expectSecurityHeaders(answer, path);
    }
  });

  it('sends the headers with files too (a script, the search index, a kept document)', async () => {
    const html = await (await get('/')).text();
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    const paths = ['/robots.txt', '/favicon.svg', ...(script ? [script] : [])];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expectSecurityHeaders(answer, path);
    }
  });
});
