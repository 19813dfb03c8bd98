/**
 * Search engines and sharing on the test build: sitemap.xml over every route and album, each
 * listed URL answering with itself as canonical; robots.txt; per-page title, description,
 * canonical, Open Graph and Twitter tags with a 1200x630 share picture that really loads; and valid
 * schema.org JSON-LD (the NGO on the home page, required properties of every object).
 */
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { Agent, fetch as fetchOwn } from 'undici';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE } from '~/config/site';
import { getAlbums, getEvents, getNews } from './support/testData';
import { ROUTES, STORY_PATHS_FILE } from '~/lib/routes';
import { HINDI_PATHS, localizedPath } from '~/lib/routes';
import { DICTIONARIES } from '~/i18n';
import { albumPagePath, hasAlbumPage } from '../../src/lib/routes';
import { listFiles } from '../../src/integrations/builtFiles';
import { isEditorFile } from '~/config/securityPolicy';
import { testBuildEnv } from '../../tools/lib/testBuild';
import { TEST_DIST, TEST_MEDIA_BASE } from './support/config';
import { parseHtml } from './support/html';

const site = inject('siteUrl');
/** Canonical origin the test build was made with. */
const SITE_URL = new URL(testBuildEnv().SITE_URL ?? '');

/** The served address of a canonical URL. */
const served = (url: string) => {
  const u = new URL(url);
  return site + u.pathname + u.search;
};

interface BuiltPage {
  file: string;
  document: Document;
}
let pages: BuiltPage[] = [];

const ownConnection = new Agent({ pipelining: 0 });

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

/** Required properties per schema.org type we publish (what search engines need to use them). */
const REQUIRED: Record<string, string[]> = {
  NGO: ['name', 'url', 'logo', 'address', 'email', 'telephone', 'foundingDate', 'sameAs'],
  NewsArticle: ['headline', 'datePublished', 'publisher'],
  Event: ['name', 'startDate', 'location'],
  BreadcrumbList: ['itemListElement'],
  ImageGallery: ['name', 'url'],
};

beforeAll(async () => {
  // The site's pages: the content editor (/admin/) is not one (noindex, out of the sitemap:
  // tests/e2e/admin.test.ts).
  const files = (await listFiles(TEST_DIST)).filter((f) => f.endsWith('.html') && !isEditorFile(f));
  pages = await Promise.all(
    files.map(async (file) => ({
      file,
      document: parseHtml(await readFile(join(TEST_DIST, file), 'utf8')),
    })),
  );
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every route and every album on SITE_URL, each answering with itself as canonical', async () => {
    // @astrojs/sitemap: an index naming one file of URLs at this size.
    const index = await (await fetch(`${site}/sitemap-index.xml`)).text();
    expect(index).toContain(new URL('/sitemap-0.xml', SITE_URL).href);
    const response = await fetch(`${site}/sitemap-0.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = new JSDOM(await response.text(), { contentType: 'application/xml' }).window
      .document;
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...xml.getElementsByTagName('loc')].map((el) => el.textContent ?? '');
    expect(new Set(locs).size).toBe(locs.length);

    // Every story of the snapshot, each in both languages (the list the 404 page reads).
    const stories = (await (await fetch(site + STORY_PATHS_FILE)).json()) as string[];
    const content = ['blog', 'camps'].flatMap((dir) =>
      readdirSync(`src/content/${dir}`).filter((f) => f.endsWith('.md') && !f.endsWith('.hi.md')),
    );
    expect(stories.length).toBe(getNews().length + getEvents().length + content.length);
    const expected = [
      ...stories.flatMap((path) =>
        [path, localizedPath(path, 'hi')].map((p) => new URL(p, SITE_URL).href),
      ),
      ...ROUTES.filter((r) => r.kind !== 'live').map((r) => new URL(r.path, SITE_URL).href),
      // The Hindi pages, each paired with its English page by hreflang (not the album resolver).
      ...HINDI_PATHS.filter((path) => !['/SubGallery', '/Story'].includes(path)).map(
        (path) => new URL(localizedPath(path, 'hi'), SITE_URL).href,
      ),
      ...getAlbums()
        .filter((a) => hasAlbumPage(a.id))
        .flatMap((a) => [
          new URL(albumPagePath(a.id), SITE_URL).href,
          new URL(albumPagePath(a.id, '/hi'), SITE_URL).href,
        ]),
    ];
    expect(getAlbums().length).toBeGreaterThan(0);
    expect([...locs].sort()).toEqual([...expected].sort());

    const wrong: Record<string, string> = {};
    for (const loc of locs) {
      const page = await fetch(served(loc));
      const doc = parseHtml(await page.text());
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      if (page.status !== 200) wrong[loc] = `status ${page.status}`;
      else if (meta(doc, 'robots')?.includes('noindex')) wrong[loc] = 'noindex';
      else if (canonical !== loc) wrong[loc] = `canonical ${canonical}`;
    }
    expect(wrong).toEqual({});
  });

  it('robots.txt allows crawling and names the sitemap', async () => {
    const text = await (await fetch(`${site}/robots.txt`)).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${new URL('/sitemap-index.xml', SITE_URL).href}`);
  });
});

describe('page metadata', () => {
  it('gives every page a title, a description, a canonical URL and share tags', () => {
    const indexable = pages.filter((p) => !p.file.endsWith('404.html'));
    expect(indexable.length).toBeGreaterThan(0);
    const titles = new Map<string, string>();
    for (const { file, document: doc } of indexable) {
      const title = doc.title.trim();
      // Hindi pages carry the foundation's name in Hindi.
      const name =
        file === 'hi.html' || file.startsWith('hi/') ? DICTIONARIES.hi.site.name : SITE.name;
      expect(title, file).toMatch(new RegExp(name));
      // Albums and stories carry the CMS's titles, which may repeat one another.
      if (!/^(hi\/)?(Album|NewsItem|Event|BlogPost|CampReport)\//.test(file)) {
        expect(titles.get(title), `${file} shares its title`).toBeUndefined();
        titles.set(title, file);
      }
      const description = meta(doc, 'description') ?? '';
      expect(description.length, `${file} description`).toBeGreaterThanOrEqual(10);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(new URL(canonical).origin, file).toBe(SITE_URL.origin);
      expect(meta(doc, 'og:url'), file).toBe(canonical);
      expect(meta(doc, 'og:title'), file).toBe(title);
      expect(meta(doc, 'og:description'), file).toBe(description);
      const home = file === 'index.html' || file === 'hi.html';
      expect(meta(doc, 'og:type'), file).toBe(home ? 'website' : 'article');
      expect(meta(doc, 'og:site_name'), file).toBe(name);
      expect(meta(doc, 'twitter:card'), file).toBe('summary_large_image');
      expect(meta(doc, 'og:image:alt')?.length, file).toBeGreaterThan(10);
      expect(meta(doc, 'twitter:image'), file).toBe(meta(doc, 'og:image'));
    }
  });

  it('shares a 1200x630 JPEG that the site really serves (a story’s picture: the store’s copy)', async () => {
    const images = new Set(pages.map((p) => meta(p.document, 'og:image') ?? ''));
    for (const url of images) {
      // The media store keeps each picture's shape: its JPEG at most 1200 px wide.
      const stored = url.startsWith(TEST_MEDIA_BASE);
      if (!stored) expect(new URL(url).origin).toBe(SITE_URL.origin);
      // A connection per picture: the store's server closes kept-alive ones between requests.
      const response = await fetchOwn(stored ? url : served(url), { dispatcher: ownConnection });
      expect(response.status, url).toBe(200);
      const info = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(info.format, url).toBe('jpeg');
      if (stored) expect(info.width, url).toBeLessThanOrEqual(1200);
      else expect([info.width, info.height], url).toEqual([1200, 630]);
    }
  });

  it('keeps the 404 pages (English and Hindi) out of search engines', () => {
    for (const file of ['404.html', 'hi/404.html']) {
      const notFound = pages.find((p) => p.file === file);
      expect(notFound, file).toBeDefined();
      expect(meta(notFound!.document, 'robots'), file).toContain('noindex');
      expect(notFound!.document.querySelector('link[rel="canonical"]'), file).toBeNull();
    }
  });
});

describe('structured data (JSON-LD)', () => {
  it('describes the foundation as an NGO on the home page', () => {
    const home = pages.find((p) => p.file === 'index.html');
    expect(home, 'the home page is built').toBeDefined();
    const objects = [...home!.document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    );
    const ngo = objects.find((o) => o['@type'] === 'NGO');
    expect(ngo).toMatchObject({
      '@context': 'https://schema.org',
      name: SITE.name,
      url: new URL('/', SITE_URL).href,
      foundingDate: '2016-06-07',
      email: SITE.email,
      telephone: SITE.phone,
      sameAs: SITE.social.map((s) => s.url),
      address: { '@type': 'PostalAddress', addressCountry: 'IN' },
    });
    expect(String(ngo?.logo)).toMatch(new RegExp(`^${SITE_URL.origin}/`));
    // The registrations of src/content/transparency.yaml identify it.
    const ids = (ngo?.identifier as { '@type': string; propertyID: string; value: string }[]) ?? [];
    expect(ids.every((id) => id['@type'] === 'PropertyValue')).toBe(true);
    expect(ids.map((id) => id.propertyID)).toEqual(
      expect.arrayContaining(['PAN', '12AB', '80G', 'CSR-1', 'NGO Darpan']),
    );
    expect(ngo?.taxID).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    expect(ids.find((id) => id.propertyID === 'PAN')?.value).toBe(ngo?.taxID);
  });

  it('lists the trust pages in the sitemap', async () => {
    const xml = await (await fetch(`${site}/sitemap-0.xml`)).text();
    for (const path of ['/Transparency', '/Privacy', '/Accessibility']) {
      expect(xml).toContain(`<loc>${new URL(path, SITE_URL).href}</loc>`);
    }
  });

  it('is valid JSON with the required properties on every page', () => {
    let count = 0;
    for (const { file, document: doc } of pages) {
      for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
        const parsed = JSON.parse(script.textContent ?? '') as unknown;
        for (const object of (Array.isArray(parsed) ? parsed : [parsed]) as Record<
          string,
          unknown
        >[]) {
          count += 1;
          expect(object['@context'], file).toBe('https://schema.org');
          const type = String(object['@type']);
          expect(Object.keys(REQUIRED), `${file}: unexpected @type ${type}`).toContain(type);
          for (const property of REQUIRED[type] ?? []) {
            expect(object[property], `${file}: ${type}.${property}`).toBeTruthy();
          }
        }
      }
    }
    expect(count).toBeGreaterThan(0);
  });
});
