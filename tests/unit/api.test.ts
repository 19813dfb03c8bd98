/**
 * The calls of src/lib/api/calls.ts and the build-time transport against a real HTTP server (the
 * demo API on a free port, with injected faults): unwrapping and validation, every ApiError kind,
 * form posting, visits, album shapes, image URLs, retries for GETs only, and time limits that
 * always end a call.
 */
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '../e2e/support/demoApi';
import * as calls from '~/lib/api/calls';
import {
  endpoints,
  imagePath,
  listPath,
  resolveImageUrl,
  type Collection,
  type InvalidItemReport,
} from '~/lib/api/calls';
import { ApiError, isApiError } from '~/lib/api/http';
import type { FormPayloads, FormType } from '~/schemas/forms';
import { formPath } from '~/lib/api/post';
import { createNodeTransport, type RetryInfo } from '~/lib/api/nodeTransport';
import { FORM_TYPES } from '~/schemas/forms';

const own = ownDemoApi();

/** What a failed call threw. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** The calls on one connection, named by what they ask for. */
function callsOn(connection: calls.Connection) {
  const all =
    <C extends Collection>(collection: C) =>
    (options?: { signal?: AbortSignal }) =>
      calls.list(connection, collection, options);
  return {
    allNews: all('news'),
    allEvents: all('events'),
    allGallery: all('gallery'),
    circulars: all('circulars'),
    videos: all('videos'),
    testimonials: all('testimonials'),
    notifications: all('notifications'),
    news: () => calls.list(connection, 'news', { scope: 'recent' }),
    highlights: () => calls.list(connection, 'highlights', { scope: 'recent' }),
    album: (id: string) => calls.album(connection, id),
    visitorCount: () => calls.visitorCount(connection),
    registerVisit: () => calls.registerVisit(connection),
    submitForm: <T extends FormType>(type: T, payload: FormPayloads[T]) =>
      calls.submitForm(connection, type, payload),
    imageUrl: (path: string) => calls.fileUrlOf(connection, path),
  };
}

/** A connection as the browser makes one (people type a trailing slash: it must not matter). */
const connectionTo = (extra: Partial<calls.Connection> = {}): calls.Connection => ({
  baseUrl: `${own.api.url}/`,
  siteCode: 'PORF',
  timeoutMs: 2000,
  fetch: (url, init) => fetch(url, init),
  ...extra,
});
const browserClient = (extra: Partial<calls.Connection> = {}) => callsOn(connectionTo(extra));

describe('endpoints', () => {
  it('spells every path as the API does, encoding what goes into it', () => {
    expect(listPath('gallery', 'PORF')).toBe('/api/gallery/All/PORF');
    expect(listPath('news', 'PORF')).toBe('/api/news/all/PORF');
    expect(listPath('news', 'PORF', 'recent')).toBe('/api/news/PORF');
    expect(listPath('videos', 'PORF', 'recent')).toBe('/api/video/All/PORF');
    expect(listPath('highlights', 'P R')).toBe('/api/highlight/all/P%20R');
    expect(formPath('PORF', 'RUPEE 37 PAISE FELLOWSHIP')).toBe(
      '/api/form/PORF/RUPEE%2037%20PAISE%20FELLOWSHIP',
    );
    expect(endpoints.album('a b&c')).toBe('/api/subGallery?id=a%20b%26c');
  });
  it('encodes image paths once, keeping slashes', () => {
    expect(imagePath('/uploads/my photo.jpg')).toBe('uploads/my%20photo.jpg');
    expect(imagePath('uploads/my%20photo.jpg')).toBe('uploads/my%20photo.jpg');
    expect(imagePath('api/image/uploads/100%.jpg')).toBe('uploads/100%25.jpg');
    expect(resolveImageUrl('https://api.example.org/', 'a/b.pdf')).toBe(
      'https://api.example.org/api/image/a/b.pdf',
    );
    expect(resolveImageUrl('https://api.example.org', 'https://cdn.example.org/x.jpg')).toBe(
      'https://cdn.example.org/x.jpg',
    );
  });
});

describe('reads', () => {
  it('unwraps data, validates, drops bad items and reports each one', async () => {
    const reports: InvalidItemReport[] = [];
    const client = browserClient({ onInvalid: (report) => reports.push(report) });
    const news = await client.allNews();
    expect(news).toHaveLength(41);
    expect(news.every((item) => typeof item.sortDate === 'string')).toBe(true);
    expect(reports).toEqual([
      expect.objectContaining({
        call: 'news',
        index: 41,
        label: 'Staff picnic',
        problems: ['date: not a date: "TBD"'],
      }),
    ]);
  });

  it('gets the short lists as the latest 20, newest first', async () => {
    const client = browserClient();
    const recent = await client.news();
    expect(recent).toHaveLength(20);
    expect(recent[0]!.title).toBe("Children's Day 2026: our students run the centre");
    // The latest 20 highlights include the untitled one, which is dropped.
    const reports: InvalidItemReport[] = [];
    const highlights = await browserClient({ onInvalid: (r) => reports.push(r) }).highlights();
    expect(highlights.length + reports.length).toBe(20);
    expect(reports.map((r) => r.call)).toEqual(['highlights']);
  });

  it('reads every collection', async () => {
    const client = browserClient();
    expect(await client.allEvents()).toHaveLength(25);
    expect(await client.allGallery()).toHaveLength(36);
    expect(await client.circulars()).toHaveLength(3);
    expect(await client.videos()).toHaveLength(10);
    expect(await client.testimonials()).toHaveLength(6);
    expect(await client.notifications()).toHaveLength(2);
    expect(await client.visitorCount()).toBe(48213);
  });

  it('finds an album whether the API answers a list or an object, and null when there is none', async () => {
    const client = browserClient();
    const [first] = (await client.allGallery()).filter((item) => item.category === 'PhotoGallery');
    const album = await client.album(first!.id!);
    expect(album).toMatchObject({ id: first!.id, title: first!.title });
    expect(await client.album('does-not-exist')).toBeNull();

    const objectAnswer = callsOn({
      baseUrl: 'http://api.invalid',
      siteCode: 'PORF',
      fetch: async () => Response.json({ data: { _id: 'x', title: 'Album', date: '2026-01-01' } }),
    });
    expect(await objectAnswer.album('x')).toMatchObject({ id: 'x', title: 'Album' });
  });

  it('answers image URLs on the same origin', () => {
    expect(browserClient().imageUrl('uploads/a b.jpg')).toBe(
      `${own.api.url}/api/image/uploads/a%20b.jpg`,
    );
  });
});

describe('errors', () => {
  it('kind http: a status outside 2xx', async () => {
    await own.control.fault({ path: '/api/news/all', status: 503 });
    const error = await failure(browserClient().allNews());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 503,
      url: `${own.api.url}/api/news/all/PORF`,
    });
  });

  it.each([
    [
      'invalid-json',
      'an HTML page',
      '/api/news/all',
      '<!doctype html><h1>Bad gateway</h1>',
      'allNews',
    ],
    ['invalid-json', 'a truncated body', '/api/events', '{"data": [{"title": "cut o', 'allEvents'],
    ['shape', 'JSON without data', '/api/news/all', '{"items": []}', 'allNews'],
    ['shape', 'data that is not a list', '/api/news/all', '{"data": {"title": "one"}}', 'allNews'],
    [
      'shape',
      'a visit list without a count',
      '/api/visitor/',
      '{"data": [{"visitor": null}]}',
      'visitorCount',
    ],
  ] as const)('kind %s: %s with status 200', async (kind, _, path, body, call) => {
    await own.control.fault({ path, body });
    expect((await failure(browserClient()[call]())).kind).toBe(kind);
  });

  it('kind timeout: a server that never answers is given up on in time', async () => {
    await own.control.fault({ path: '/api/news/all', hang: true });
    const started = Date.now();
    const error = await failure(browserClient({ timeoutMs: 300 }).allNews());
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('kind network: a reset connection, a closed port, a cancelled call', async () => {
    await own.control.fault({ path: '/api/news/all', reset: true });
    expect((await failure(browserClient().allNews())).kind).toBe('network');
    const closed = browserClient({ baseUrl: 'http://127.0.0.1:1' });
    expect((await failure(closed.allNews())).kind).toBe('network');

    await own.control.clearFaults();
    await own.control.fault({ path: '/api/news/all', hang: true });
    const controller = new AbortController();
    const call = browserClient().allNews({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await failure(call);
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/cancelled/);
  });
});

describe('posts', () => {
  it('sends a form as JSON with the type encoded in the path and the bearer credential', async () => {
    const client = browserClient({ token: 'public-token' });
    const payload = {
      name: 'Asha',
      webAddress: '',
      email: 'asha@example.org',
      profession: 'Teacher',
      rate: 'Excellent',
      howKnow: 'I am a parent',
      message: 'Thank you',
    };
    await expect(client.submitForm(FORM_TYPES.guestBook, payload)).resolves.toBeUndefined();
    const { forms } = await own.control.records();
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({
      site: 'PORF',
      formType: 'Guest Book',
      headers: { authorization: 'Bearer public-token', 'content-type': 'application/json' },
      body: payload,
    });
  });

  it('sends no authorization header without a token', async () => {
    await browserClient().submitForm(FORM_TYPES.contact, {
      name: 'A',
      address: '',
      phone: '',
      email: '',
      subject: '',
      message: '',
    });
    const { forms } = await own.control.records();
    expect(forms[0]!.formType).toBe('Admission');
    expect(forms[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects a form post that fails, and takes any 2xx (even text) as sent', async () => {
    await own.control.fault({ path: '/api/form', status: 500 });
    const payload = {
      name: '',
      email: '',
      transactionNumber: '',
      location: '',
      panCardDetails: '',
      aadharCardDetails: '',
    };
    expect((await failure(browserClient().submitForm(FORM_TYPES.fellowship, payload))).kind).toBe(
      'http',
    );
    await own.control.clearFaults();
    await own.control.fault({ path: '/api/form', body: 'OK', contentType: 'text/plain' });
    await expect(
      browserClient().submitForm(FORM_TYPES.fellowship, payload),
    ).resolves.toBeUndefined();
  });

  it('registers a visit, which the count then includes', async () => {
    const client = browserClient();
    await client.registerVisit();
    expect(await client.visitorCount()).toBe(48214);
    expect((await own.control.records()).visits[0]).toMatchObject({ body: { schoolcode: 'PORF' } });
  });
});

describe('node transport', () => {
  const nodeClient = (
    retries: RetryInfo[],
    limits: Parameters<typeof createNodeTransport>[0] = {},
  ) => {
    const transport = createNodeTransport({
      attempts: 3,
      attemptTimeoutMs: 400,
      deadlineMs: 3000,
      baseDelayMs: 10,
      random: () => 1,
      onRetry: (info) => retries.push(info),
      ...limits,
    });
    const client = callsOn({
      baseUrl: own.api.url,
      siteCode: 'PORF',
      timeoutMs: 10_000,
      fetch: transport.fetch,
    });
    return { client, transport };
  };

  it('retries a GET after 503, a reset, a cut-off body and a hang, then succeeds', async () => {
    for (const fault of [{ status: 503 }, { reset: true }, { truncate: true }, { hang: true }]) {
      await own.control.clearFaults();
      await own.control.fault({ path: '/api/news/all', times: 2, ...fault });
      const retries: RetryInfo[] = [];
      const { client, transport } = nodeClient(retries);
      expect(await client.allNews(), JSON.stringify(fault)).toHaveLength(41);
      expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
      expect(retries[1]!.delayMs).toBe(20);
      await transport.close();
    }
  });

  it('gives up after the allowed attempts with the last error', async () => {
    await own.control.fault({ path: '/api/news/all', status: 502 });
    const retries: RetryInfo[] = [];
    const { client, transport } = nodeClient(retries);
    const error = await failure(client.allNews());
    expect(error).toMatchObject({ kind: 'http', status: 502 });
    expect(retries).toHaveLength(2);
    await transport.close();
  });

  it('does not retry a 404 or a POST', async () => {
    const retries: RetryInfo[] = [];
    const { client, transport } = nodeClient(retries);
    await own.control.fault({ path: '/api/form', status: 503 });
    const payload = { name: 'x', address: '', phone: '', email: '', subject: '', message: '' };
    expect((await failure(client.submitForm(FORM_TYPES.contact, payload))).status).toBe(503);
    await own.control.fault({ path: '/api/testimonials', status: 404 });
    expect((await failure(client.testimonials())).status).toBe(404);
    expect(retries).toEqual([]);
    await transport.close();
  });

  it('never runs past its total deadline', async () => {
    await own.control.fault({ path: '/api/news/all', hang: true });
    const retries: RetryInfo[] = [];
    const { client, transport } = nodeClient(retries, {
      attempts: 10,
      attemptTimeoutMs: 300,
      deadlineMs: 800,
    });
    const started = Date.now();
    const error = await failure(client.allNews());
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
    await transport.close();
  });
});
