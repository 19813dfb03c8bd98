/**
 * Structured data, sitemap and robots.txt text: safe serialisation, required schema.org
 * properties, XML escaping, every route and album listed.
 */
import { describe, expect, it } from 'vitest';
import { SITE } from '~/config/site';
import {
  albumJsonLd,
  calendarDay,
  eventJsonLd,
  newsArticleJsonLd,
  ngoJsonLd,
  postalAddress,
  serializeJsonLd,
} from '~/lib/seo/structuredData';

const site = new URL('https://porf.example.org');

describe('serializeJsonLd', () => {
  it('cannot end the script element early, and parses back to the same data', () => {
    const data = {
      '@type': 'Thing',
      name: '</script><script>alert(1)</script> & <!-- \u2028',
    };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('ngoJsonLd', () => {
  const ngo = ngoJsonLd(SITE, site, 'https://porf.example.org/apple-touch-icon.png');

  it('describes the foundation with every property search engines read', () => {
    expect(ngo).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: SITE.name,
      url: 'https://porf.example.org/',
      logo: 'https://porf.example.org/apple-touch-icon.png',
      email: SITE.email,
      telephone: SITE.phone,
      foundingDate: '2016-06-07',
      sameAs: SITE.social.map((s) => s.url),
    });
    expect(ngo.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Pilar House, 14 Mission Road, Sector 8, Dwarka',
      addressLocality: 'New Delhi',
      postalCode: '110077',
      addressCountry: 'IN',
    });
  });

  it('keeps an address it cannot read as one street address', () => {
    expect(postalAddress(['Somewhere', 'Abroad'])).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Somewhere, Abroad',
    });
  });
});

describe('articles, events and albums', () => {
  it('strips CMS HTML from the text it hands to search engines', () => {
    const article = newsArticleJsonLd(
      {
        title: '<b>Camp</b> <img src=x onerror=alert(1)>held',
        description: '<p>Two <em>hundred</em> people</p><script>alert(1)</script>',
        datePublished: '2025-01-02',
        url: 'https://porf.example.org/News',
        images: ['https://api.example.org/api/image/a.jpg'],
      },
      SITE,
      site,
    );
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Camp held',
      description: 'Two hundred people',
      datePublished: '2025-01-02',
      image: ['https://api.example.org/api/image/a.jpg'],
      publisher: { '@type': 'NGO', name: SITE.name },
    });
    expect(JSON.stringify(article)).not.toMatch(/<|alert/);
  });

  it('gives an event its venue as location, and no Event at all without a venue', () => {
    const input = {
      title: 'Eye camp',
      startDate: '2025-03-04',
      venue: 'Community hall, Sonipat',
      url: 'https://porf.example.org/NewsEvents',
    };
    expect(eventJsonLd(input, SITE, site)).toMatchObject({
      '@type': 'Event',
      name: 'Eye camp',
      startDate: '2025-03-04',
      location: { '@type': 'Place', name: 'Community hall, Sonipat' },
      organizer: { name: SITE.name },
    });
    expect(eventJsonLd({ ...input, venue: '  ' }, SITE, site)).toBeUndefined();
  });

  it('gives dates as the calendar day in India', () => {
    expect(calendarDay('2026-12-18T18:30:00.000Z')).toBe('2026-12-19');
    expect(calendarDay('2026-12-18T18:29:00.000Z')).toBe('2026-12-18');
    expect(calendarDay('2025-03-04')).toBe('2025-03-04');
    expect(calendarDay('soon')).toBe('soon');
    const event = eventJsonLd(
      { title: 'Camp', startDate: '2026-12-18T18:30:00.000Z', venue: 'Hall', url: 'https://x/' },
      SITE,
      site,
    );
    expect(event?.startDate).toBe('2026-12-19');
  });

  it('leaves out empty properties', () => {
    const album = albumJsonLd(
      { title: 'Sports day', datePublished: '2025-02-01', url: 'https://x/SubGallery?id=1' },
      SITE,
      site,
    );
    expect(album).not.toHaveProperty('description');
    expect(album).not.toHaveProperty('image');
    expect(album['@type']).toBe('ImageGallery');
  });
});
