/**
 * Story addresses (src/lib/routes.ts): readable, permanent through a corrected title, found again
 * from an old title or the wrong case; and the stories' JSON-LD against schema.org's vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { SITE } from '~/config/site';
import { hasHindi, liveStoryHref, storyPath } from '~/lib/routes';
import { storyOf } from '~/lib/wrongCase';
import { breadcrumbJsonLd, eventJsonLd, newsArticleJsonLd } from '~/lib/seo/structuredData';
import { jsonLdIssues } from '../e2e/support/jsonLd';

const news = { key: 'id:89a29fa6799f24c606b3c269', title: 'Winter blankets reach 300 families' };

describe('a story’s address', () => {
  it('is its id, then its title’s words; a content file’s is its name', () => {
    expect(storyPath('news', news)).toBe(
      '/NewsItem/89a29fa6799f24c606b3c269/winter-blankets-reach-300-families',
    );
    expect(storyPath('events', { ...news, title: 'Health camp: “free” check-up!' }, 'hi')).toBe(
      '/hi/Event/89a29fa6799f24c606b3c269/health-camp-free-check-up',
    );
    expect(storyPath('blog', { key: 'id:2025-12-music', title: 'Music' })).toBe(
      '/BlogPost/2025-12-music',
    );
    expect(hasHindi('/CampReport/2024-12-menstrual-hygiene-jammu')).toBe(true);
  });

  it('cuts a long title at a word; a title without Latin words, or an item without an id, has none', () => {
    const long = storyPath('news', { ...news, title: `${'word '.repeat(30)}end` });
    expect(long.split('/').at(-1)!.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/\/word(-word)*$/);
    expect(storyPath('news', { ...news, title: 'दीवाली मेला' })).toBe(
      '/NewsItem/89a29fa6799f24c606b3c269',
    );
    const dated = {
      key: 'at:2025-03-08T00:00:00.000Z|Women’s Day fair',
      title: 'Women’s Day fair',
    };
    expect(storyPath('news', dated)).toBe('/NewsItem/2025-03-08t00-00-00-000z-women-s-day-fair');
  });

  it('is found again from an old title, no title, the wrong case or in Hindi, by folder and id', () => {
    const known = [
      storyPath('news', news),
      storyPath('blog', { key: 'id:2025-12-music', title: '' }),
    ];
    const path = known[0]!;
    expect(storyOf('/NewsItem/89a29fa6799f24c606b3c269/winter-blankets-reach-200', known)).toBe(
      path,
    );
    expect(storyOf('/NewsItem/89a29fa6799f24c606b3c269', known)).toBe(path);
    expect(storyOf('/newsitem/89A29FA6799F24C606B3C269/WINTER', known)).toBe(path);
    expect(storyOf('/hi/NewsItem/89a29fa6799f24c606b3c269/x', known)).toBe(`/hi${path}`);
    expect(storyOf('/blogpost/2025-12-MUSIC', known)).toBe('/BlogPost/2025-12-music');
    // Another folder, another id, or a longer id that starts alike: none.
    expect(storyOf('/Event/89a29fa6799f24c606b3c269', known)).toBeUndefined();
    expect(storyOf('/NewsItem/89a29fa6799f24c606b3c26', known)).toBeUndefined();
    expect(storyOf('/NewsItem/89a29fa6799f24c606b3c2690', known)).toBeUndefined();
  });

  it('of a story newer than the build is the live page, with its kind and id', () => {
    expect(liveStoryHref('events', 'a b', 'hi')).toBe('/hi/Story?kind=events&id=a%20b');
  });
});

describe('the stories’ JSON-LD', () => {
  const site = new URL('https://porf.example.org');
  const url = 'https://porf.example.org/Event/e1/health-camp';
  const about = {
    title: 'Health camp',
    description: '<p>Free check-up</p>',
    url,
    images: [`${url}.jpg`],
  };
  const objects = [
    newsArticleJsonLd({ ...about, datePublished: '2026-01-05T00:00:00.000Z' }, SITE, site),
    eventJsonLd(
      { ...about, startDate: '2026-01-05T00:00:00.000Z', venue: 'Community hall' },
      SITE,
      site,
    )!,
    breadcrumbJsonLd([
      { name: 'Home', url: 'https://porf.example.org/' },
      { name: 'Events', url: 'https://porf.example.org/NewsEvents' },
      { name: 'Health camp', url },
    ]),
  ];

  it('uses only schema.org’s types and their properties, and breadcrumbs as Google reads them', async () => {
    expect(await jsonLdIssues(objects)).toEqual([]);
  });

  it('would be refused with a property or type schema.org does not have, or a one-crumb trail', async () => {
    const [article, event] = objects;
    expect(await jsonLdIssues([{ ...article!, headlin: 'x' }])).toEqual([
      expect.stringMatching(/NewsArticle: WARNING .*"headlin" .* not supported by the schema.org/),
    ]);
    expect((await jsonLdIssues([{ ...event!, '@type': 'Evnt' }])).join()).toMatch(/Evnt/);
    const crumb = breadcrumbJsonLd([{ name: 'Home', url: 'https://porf.example.org/' }]);
    expect((await jsonLdIssues([crumb])).join()).toMatch(/BreadcrumbList: WARNING .*two/);
  });
});
