/**
 * The audit records each page before its measured runs (tools/lib/replayHost.ts `warm`), so that
 * Lighthouse's own load, and its full-page screenshot after the trace, are answered from memory
 * and the host runtime's CPU stays off the page's main thread. Checked with Lighthouse itself on a
 * page this test writes: a module that imports another, a picture on the first screen, lazy
 * pictures far below it that only a scroll or the full-page view asks for, and a row of slides a
 * script moves later, as the home page's carousels do.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../tools/lib/lighthouse';
import { startReplayHost, warm, type ReplayHost } from '../../tools/lib/replayHost';

const SVG = (n: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="150"><rect width="200" height="150" fill="#${(n * 1234567).toString(16).slice(0, 6).padEnd(6, '0')}"/></svg>`;

const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Replay</title><meta name="description" content="A page to record.">',
  '<link rel="icon" href="data:,"><script type="module" src="/main.js"></script></head>',
  '<body><main><h1>Replay</h1><img src="/pic/0.svg" width="200" height="150" alt="First">',
  ...Array.from(
    { length: 6 },
    (_, i) =>
      `<div style="height:1400px"></div><img src="/pic/${i + 1}.svg" loading="lazy" width="200" height="150" alt="Picture ${i + 1}">`,
  ),
  // A row that moves on its own, as the home page's carousels do: its second picture is only
  // asked for once the script has scrolled it in, 2.5 s after the load.
  '<div id="row" style="overflow-x:hidden;width:200px;white-space:nowrap">',
  '<img src="/pic/7.svg" width="200" height="150" alt="Slide 1">',
  '<img src="/pic/8.svg" loading="lazy" width="200" height="150" alt="Slide 2" style="margin-left:3000px">',
  '</div>',
  '</main></body></html>',
].join('');

describe('warm: recording a page before the audit measures it', () => {
  let origin: Server;
  let host: ReplayHost;
  const asked: string[] = [];

  beforeAll(async () => {
    origin = createServer((req, res) => {
      asked.push(req.url ?? '');
      const url = req.url ?? '/';
      if (url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(PAGE);
      } else if (url === '/main.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end(
          "import { word } from '/word.js'; document.querySelector('h1').dataset.word = word;" +
            "setTimeout(() => { document.getElementById('row').scrollLeft = 3200; }, 2500);",
        );
      } else if (url === '/word.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        res.end("export const word = 'recorded';");
      } else if (/^\/pic\/\d\.svg$/.test(url)) {
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end(SVG(Number(url.match(/\d/)![0])));
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
      }
    });
    await new Promise<void>((done) => origin.listen(0, '127.0.0.1', done));
    host = await startReplayHost({
      upstream: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
    });
  });

  afterAll(async () => {
    await host.close();
    await new Promise((done) => origin.close(done));
  });

  it('records everything a Lighthouse run then asks for, lazy pictures included', async () => {
    await warm(host, ['/']);
    // The module graph and every picture (one 8,400 px down, one the row has not moved to yet)
    // were asked for once.
    for (const url of [
      '/',
      '/main.js',
      '/word.js',
      '/pic/0.svg',
      '/pic/6.svg',
      '/pic/8.svg',
      '/robots.txt',
    ])
      expect(asked.filter((a) => a === url)).toHaveLength(1);
    host.resetCounts();
    const before = asked.length;
    const { run } = await auditPage(`${host.url}/`);
    expect(run.scores.performance).not.toBeNull();
    // Nothing reached the origin during the run, /robots.txt (Lighthouse's SEO audit) included.
    expect(asked.slice(before)).toEqual([]);
    expect(host.misses()).toBe(0);
    expect(host.replayed()).toBeGreaterThan(0);
  }, 120_000);
});
