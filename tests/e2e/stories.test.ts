/**
 * Issue 54 on the test build: every story has a page of its own. A link-preview crawler reads a
 * story's title and picture without JavaScript; its JSON-LD holds against schema.org; each kind
 * of story passes axe in both languages; share, back and the stories beside it; old anchors, old
 * titles and the wrong case land on the story; and `/Story` shows a story newer than the build
 * with the API up, slow, down or answering garbage. Few page visits: one walker.
 */
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { htmlToText } from '~/lib/plainText';
import { STORY_PATHS_FILE, storyPath } from '~/lib/routes';
import { kolkataDateOf } from '~/lib/items';
import { axeViolations, SITE_FRAME } from './support/axe';
import { DESKTOP, PHONE, useBrowser, useWalker } from './support/browser';
import { TEST_MEDIA_BASE } from './support/config';
import { demoApi, resetAfterEach } from './support/demoApi';
import { jsonLdIssues } from './support/jsonLd';
import { eventually } from './support/listing';
import { getEvents, getNews } from './support/testData';

const site = inject('siteUrl');
const api = demoApi(inject('apiUrl'));
const chrome = useBrowser();
const walker = useWalker(chrome);
resetAfterEach(api);

const pathOf = (kind: 'news' | 'events', item: { id?: string; title: string }) =>
  storyPath(kind, { key: `id:${item.id}`, title: htmlToText(item.title) });
const withPicture = getNews().find((n) => n.images.length > 0)!;
const withoutPicture = getNews().find(
  (n) => n.images.length === 0 && n.attachments.every((a) => a.endsWith('.pdf')),
)!;
const withFile = getNews().find((n) => n.attachments.some((a) => a.endsWith('.pdf')))!;
const event = getEvents().find((e) => e.venue && e.time)!;

async function html(path: string) {
  const response = await fetch(site + path);
  expect(response.status, path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

describe('a story’s page as a link-preview crawler reads it (no JavaScript)', () => {
  it('has the story’s title, text and own 1200 px JPEG; the site card when it has no picture', async () => {
    const doc = await html(pathOf('news', withPicture));
    expect(meta(doc, 'og:title')).toContain(htmlToText(withPicture.title));
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:description')).toBe(htmlToText(withPicture.description).slice(0, 160));
    const image = meta(doc, 'og:image')!;
    // The test build keeps pictures in its media store, which crops this copy as its name says.
    expect(image.startsWith(TEST_MEDIA_BASE)).toBe(true);
    const picture = await fetch(image);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([width, height]).toEqual([1200, 630]);
    expect([meta(doc, 'og:image:width'), meta(doc, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(doc, 'twitter:image')).toBe(image);
    const plain = await html(pathOf('news', withoutPicture));
    expect(meta(plain, 'og:image')).toMatch(/\/_astro\/share\.[\w-]+\.jpg$/);
    expect(plain.querySelector('.album-grid')).toBeNull();
  });

  it('carries JSON-LD that schema.org’s vocabulary and the breadcrumb rules accept', async () => {
    for (const path of [
      pathOf('news', withPicture),
      pathOf('events', event),
      '/BlogPost/2025-12-music-three-evenings-a-week',
    ]) {
      const doc = await html(path);
      const objects = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>[],
      ) as (Record<string, unknown> & { '@type': string })[];
      expect(objects.map((o) => o['@type']).sort(), path).toEqual(
        path.startsWith('/Event/')
          ? ['BreadcrumbList', 'Event']
          : ['BreadcrumbList', 'NewsArticle'],
      );
      expect(await jsonLdIssues(objects), path).toEqual([]);
    }
  });

  it('shows an event’s date, time and venue, its files, and its calendar entry with no file per event', async () => {
    const doc = await html(pathOf('events', event));
    const facts = doc.querySelector('.album__facts')!.textContent!;
    expect(facts).toContain(event.time);
    expect(facts).toContain(htmlToText(event.venue));
    const calendar = doc.querySelector('a[download][href^="data:text/calendar,"]')!;
    const ics = decodeURIComponent(calendar.getAttribute('href')!.split(',')[1]!);
    expect(ics).toMatch(/BEGIN:VEVENT[\s\S]*TZID=Asia\/Kolkata/);
    expect(ics.replace(/\r\n /g, '')).toMatch(
      new RegExp(`\\nURL[^:]*:[^\\r]*${pathOf('events', event)}\\r`),
    );
    expect((await fetch(`${site}/calendar/event/${event.id}.ics`)).status).toBe(404);
    const report = await html(pathOf('news', withFile));
    const file = report.querySelector<HTMLAnchorElement>('.story__row a[target="_blank"]')!;
    expect(file.textContent).toMatch(/^View Report/);
  });
});

describe('story pages in the browser', () => {
  it('pass axe in each kind and language, at phone and desktop width', async () => {
    const paths = [
      pathOf('news', withPicture),
      `/hi${pathOf('events', event)}`,
      '/hi/BlogPost/2025-12-music-three-evenings-a-week',
      '/CampReport/2025-07-tree-plantation-alwar',
    ];
    const found: Record<string, unknown> = {};
    for (const [i, path] of paths.entries()) {
      await walker.current.visit(site + path, { viewport: i % 2 ? PHONE : DESKTOP });
      const violations = await axeViolations(walker.current.page, SITE_FRAME);
      if (violations.length) found[path] = violations;
      expect(walker.current.pageErrors, path).toEqual([]);
    }
    expect(found).toEqual({});
  });

  it('opens from its card, copies its address, shares it on WhatsApp and goes back to the filtered list', async () => {
    const { page, context } = walker.current;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
    const year = kolkataDateOf(withPicture.sortDate!).year;
    const title = htmlToText(withPicture.title);
    await walker.current.visit(`${site}/News?year=${year}&q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title, exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe(pathOf('news', withPicture));
    const whatsApp = await page.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(whatsApp!)).toBe(
      `https://wa.me/?text=${title} ${meta(await html(pathOf('news', withPicture)), 'og:url')}`,
    );
    await page.getByRole('button', { name: 'Copy link' }).click();
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'Link copied' }).count(),
    ).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${pathOf('news', withPicture)}$`),
    );
    const back = page.getByRole('link', { name: /Back to News/ });
    await eventually(() => back.getAttribute('href')).toContain(`q=`);
    await back.click();
    await eventually(() => page.url()).toContain(`year=${year}&q=`);
  });

  it('is where old anchors, old titles and the wrong case land', async () => {
    const { page } = walker.current;
    const path = pathOf('news', withPicture);
    const year = kolkataDateOf(withPicture.sortDate!).year;
    const cases = [
      [`/News?year=${year}#item-${withPicture.id}`, path],
      [`${path.replace(/\/[^/]+$/, '/an-old-title')}`, path],
      [path.toLowerCase().replace('/newsitem/', '/NEWSITEM/'), path],
      [`/hi${path.replace(/\/[^/]+$/, '')}`, `/hi${path}`],
    ];
    for (const [from, to] of cases) {
      await walker.current.visit(site + from!);
      await eventually(() => new URL(page.url()).pathname).toBe(to);
    }
  });
});

describe('/Story, a story newer than the build', () => {
  const LIVE = {
    _id: 'e2e-live-story-1',
    title: 'Story only the API knows',
    description: '<p>Published <strong>after</strong> the build.</p>',
    date: '2026-11-20',
    images: ['uploads/news/2026/e2e-live-story.jpg'],
    attachments: ['uploads/news/2026/e2e-live-story.pdf'],
  };
  const live = `${site}/Story?kind=news&id=${LIVE._id}`;

  it('opens from its card and shows the story with the API up, and after a slow answer', async () => {
    await api.addItem('news', LIVE);
    await api.fault({ path: '/api/news', delayMs: 1500, times: 1 });
    const { page } = walker.current;
    await walker.current.visit(`${site}/News?year=2026`);
    const card = page.getByRole('link', { name: LIVE.title, exact: true });
    await eventually(() => card.getAttribute('href')).toBe(`/Story?kind=news&id=${LIVE._id}`);
    await card.click();
    await eventually(() => page.locator('.story h2').innerText()).toBe(LIVE.title);
    expect(await page.locator('.story__text').innerText()).toBe('Published after the build.');
    expect(await page.locator('.album-grid img').count()).toBe(1);
    expect(await page.locator('.story__row a[target="_blank"]').first().innerText()).toMatch(
      /^View Report/,
    );
    expect(await page.title()).toContain(LIVE.title);
    expect(walker.current.pageErrors).toEqual([]);
  });

  it('says clearly that it cannot be shown when the API is down or answers garbage, and retries', async () => {
    await api.addItem('news', LIVE);
    const { page } = walker.current;
    for (const fault of [
      { status: 500 },
      { body: '<html>busy</html>', status: 200 },
      { truncate: true },
    ]) {
      await api.fault({ path: '/api/news', times: 1, ...fault });
      await walker.current.visit(live);
      const alert = page.getByRole('alert');
      await eventually(() => alert.innerText()).toContain('The story could not be loaded');
      expect(await page.getByRole('link', { name: 'browse the news' }).count()).toBe(1);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => page.locator('.story h2').innerText()).toBe(LIVE.title);
    }
  });

  it('says a story is not found, or that the link names none, and opens a built story’s own page', async () => {
    const { page } = walker.current;
    await walker.current.visit(`${site}/Story?kind=news&id=no-such-story`);
    await eventually(() => page.getByRole('alert').innerText()).toContain(
      'This story was not found',
    );
    await walker.current.visit(`${site}/hi/Story`);
    await eventually(() => page.locator('.album-status .notice').innerText()).toContain(
      'सभी ख़बरें देखें',
    );
    await walker.current.visit(`${site}/Story?kind=events&id=${event.id}`);
    await eventually(() => new URL(page.url()).pathname).toBe(pathOf('events', event));
  });
});

it('lists every story of the build in the file the 404 page reads', async () => {
  const paths = (await (await fetch(site + STORY_PATHS_FILE)).json()) as string[];
  for (const item of [withPicture, withoutPicture, withFile])
    expect(paths).toContain(pathOf('news', item));
  expect(paths).toContain(pathOf('events', event));
});
