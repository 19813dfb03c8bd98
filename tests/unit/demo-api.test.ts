/**
 * The demo API as the site, the snapshot and the browser tests use it: the calls of SPEC section 7,
 * CORS, durable records (across a restart, with concurrent posts, after a torn write), the control
 * endpoints, fault injection, and the generated pictures and PDFs.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startDemoApi } from '../../demo/demo-api';
import { demoPdf } from '../../demo/lib/demoImages';
import { demoApi, ownDemoApi } from '../e2e/support/demoApi';

const own = ownDemoApi();

const get = (path: string, init?: RequestInit) => fetch(`${own.api.url}${path}`, init);
const data = async (path: string) =>
  ((await (await get(path)).json()) as { data: Record<string, unknown>[] }).data;
const post = (path: string, body: unknown) =>
  get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const fixtureCount = (name: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../demo/fixtures/data/${name}.json`, import.meta.url), 'utf8'),
    ) as unknown[]
  ).length;

describe('calls', () => {
  it('answers the all endpoints with every item, the short ones with the newest 20', async () => {
    for (const [all, short, name] of [
      ['/api/news/all/PORF', '/api/news/PORF', 'news'],
      ['/api/events/All/PORF', '/api/events/PORF', 'events'],
      ['/api/highlight/all/PORF', '/api/highlight/PORF', 'highlights'],
      ['/api/gallery/All/PORF', '/api/gallery/PORF', 'gallery'],
    ] as const) {
      expect(await data(all), all).toHaveLength(fixtureCount(name));
      const recent = await data(short);
      expect(recent, short).toHaveLength(20);
      const times = recent.map((item) => Date.parse(String(item.date ?? item.fromDate)));
      expect(times, short).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('answers the other lists, the visitor count and one album', async () => {
    expect(await data('/api/circular/all/PORF')).toHaveLength(3);
    expect(await data('/api/video/All/PORF')).toHaveLength(10);
    expect(await data('/api/testimonials/PORF')).toHaveLength(6);
    expect(await data('/api/notification/PORF')).toHaveLength(2);
    expect(await data('/api/visitor/PORF')).toEqual([{ visitor: 48213 }]);
    const album = (await data('/api/gallery/All/PORF')).find(
      (item) => item.category === 'PhotoGallery',
    )!;
    expect(await data(`/api/subGallery?id=${album._id as string}`)).toEqual([album]);
    expect(await data('/api/subGallery?id=nope')).toEqual([]);
  });

  it('matches paths without regard to case, like the Express API it stands in for', async () => {
    expect(await data('/api/gallery/all/PORF')).toHaveLength(fixtureCount('gallery'));
    expect(await data('/API/News/All/PORF')).toHaveLength(fixtureCount('news'));
  });

  it('answers empty lists for another site code, 404 and 405 for unknown routes and methods', async () => {
    expect(await data('/api/news/all/OTHER')).toEqual([]);
    expect((await get('/api/nothing')).status).toBe(404);
    expect((await get('/api/news/all/PORF', { method: 'DELETE' })).status).toBe(405);
    expect(
      (await get('/api/form/PORF/Admission', { method: 'POST', body: 'not json' })).status,
    ).toBe(400);
  });

  it('allows cross-origin calls, with a preflight for JSON posts with a credential', async () => {
    const preflight = await get('/api/form/PORF/Guest%20Book', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    expect((await get('/api/news/PORF')).headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('records', () => {
  it('records form posts and visits, durably across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'porf-demo-restart-'));
    try {
      const first = await startDemoApi({ port: 0, dataDir: dir, quiet: true });
      await fetch(`${first.url}/api/visitor`, {
        method: 'POST',
        body: JSON.stringify({ schoolcode: 'PORF' }),
      });
      const answer = await fetch(`${first.url}/api/form/PORF/RUPEE%2037%20PAISE%20FELLOWSHIP`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
        body: JSON.stringify({ name: 'Ravi' }),
      });
      const { data: reply } = (await answer.json()) as { data: { ok: boolean; id: string } };
      expect(reply.ok).toBe(true);
      await first.close();

      const second = await startDemoApi({ port: 0, dataDir: dir, quiet: true });
      const records = await demoApi(second.url).records();
      expect(records.forms).toEqual([
        expect.objectContaining({
          id: reply.id,
          formType: 'RUPEE 37 PAISE FELLOWSHIP',
          body: { name: 'Ravi' },
        }),
      ]);
      expect(records.visits).toHaveLength(1);
      const count = (await (await fetch(`${second.url}/api/visitor/PORF`)).json()) as {
        data: unknown;
      };
      expect(count.data).toEqual([{ visitor: 48214 }]);

      // A crash mid-write leaves a torn last line: it is skipped, the rest still counts.
      await second.close();
      appendFileSync(join(dir, 'records.jsonl'), '{"kind":"form","id":"torn');
      const third = await startDemoApi({ port: 0, dataDir: dir, quiet: true });
      expect((await demoApi(third.url).records()).forms).toHaveLength(1);
      await third.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every one of many simultaneous posts, one intact line each', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/api/form/PORF/Admission', { name: `n${i}` })),
    );
    const { forms } = await own.control.records();
    expect(forms.map((f) => (f.body as { name: string }).name).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `n${i}`).sort(),
    );
    expect(new Set(forms.map((f) => f.id)).size).toBe(20);
    const lines = readFileSync(join(own.dataDir, 'records.jsonl'), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toHaveLength(20);
  });
});

describe('control endpoints', () => {
  it('adds an item, replaces a collection, and resets to the fixtures', async () => {
    await own.control.addItem('news', {
      _id: 'late',
      title: 'Published after the build',
      date: '2026-11-22',
    });
    expect((await data('/api/news/PORF'))[0]!._id).toBe('late');
    await own.control.setCollection('notifications', []);
    expect(await data('/api/notification/PORF')).toEqual([]);
    await post('/api/visitor', { schoolcode: 'PORF' });

    await own.control.reset();
    expect(await data('/api/notification/PORF')).toHaveLength(2);
    expect((await data('/api/news/PORF'))[0]!._id).not.toBe('late');
    expect(await own.control.records()).toEqual({ visits: [], forms: [] });
    expect(await data('/api/visitor/PORF')).toEqual([{ visitor: 48213 }]);
  });

  it('refuses unknown collections and bodies that are not items', async () => {
    await expect(own.control.addItem('nope' as 'news', {})).rejects.toThrow(/404/);
    await expect(own.control.setCollection('news', { not: 'a list' } as never)).rejects.toThrow(
      /400/,
    );
  });
});

describe('faults', () => {
  it('applies a fault to matching paths and methods, the given number of times', async () => {
    await own.control.fault({ path: '/api/news', method: 'GET', status: 503, times: 2 });
    expect((await get('/api/news/PORF')).status).toBe(503);
    expect((await get('/api/events/PORF')).status).toBe(200);
    expect((await get('/api/news/all/PORF')).status).toBe(503);
    expect((await get('/api/news/all/PORF')).status).toBe(200);
  });

  it('serves an HTML body with an HTML content type', async () => {
    await own.control.fault({
      path: '/api/video',
      status: 502,
      body: '<html><body>Bad gateway</body></html>',
    });
    const response = await get('/api/video/All/PORF');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('delays, then answers normally', async () => {
    await own.control.fault({ path: '/api/testimonials', delayMs: 200 });
    const started = Date.now();
    expect(await data('/api/testimonials/PORF')).toHaveLength(6);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('hangs, resets, and cuts a body short', async () => {
    await own.control.fault({ path: '/api/notification', hang: true });
    await expect(
      get('/api/notification/PORF', { signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
    await own.control.fault({ path: '/api/testimonials', reset: true });
    await expect(get('/api/testimonials/PORF')).rejects.toThrow();
    await own.control.fault({ path: '/api/circular', truncate: true });
    const response = await get('/api/circular/all/PORF');
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('is never applied to the control endpoints themselves', async () => {
    await own.control.fault({ path: '/', status: 500 });
    expect((await get('/api/news/PORF')).status).toBe(500);
    await expect(own.control.clearFaults()).resolves.toEqual({ faults: [] });
  });
});

describe('files', () => {
  it('makes the same JPEG for the same path, shaped by what the path is', async () => {
    const path = '/api/image/uploads/news/2026/health-camp.jpg';
    const first = await get(path);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await (await get(path)).arrayBuffer()).equals(bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1024,
      height: 683,
    });
    const portrait = Buffer.from(
      await (await get('/api/image/uploads/testimonials/a.jpg')).arrayBuffer(),
    );
    expect(await sharp(portrait).metadata()).toMatchObject({ width: 480, height: 480 });
    const png = await get('/api/image/uploads/x.png');
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('serves a valid PDF for a .pdf path and 404 for what it cannot make', async () => {
    const response = await get(
      '/api/image/uploads/publications/newsletter/newsletter-winter-2026.pdf',
    );
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Newsletter winter 2026) Tj');
    expect((await get('/api/image/uploads/file.docx')).status).toBe(404);
  });

  it('writes PDF cross-reference offsets that point at their objects', () => {
    const text = demoPdf('Annual (Report) 2025').toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) =>
      expect(text.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`),
    );
    expect(text).toContain('(Annual \\(Report\\) 2025) Tj');
  });
});
