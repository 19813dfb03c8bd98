/**
 * The listing views as the server renders them (the static HTML): the default view with its
 * controls disabled until the island runs, honest empty states (no made-up 'title' card), the
 * publication links, and album photos that the lightbox can size now or after loading.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Listing from '~/features/listing/Listing';
import { DICTIONARIES, listingWords } from '~/i18n';
import PublicationList from '~/features/listing/PublicationList';
import AchievementsGrid from '~/features/listing/AchievementsGrid';
import { AlbumContent } from '~/features/album/AlbumContent';
import type { AlbumDetail, CardOf, ListingKind, StoryCard } from '~/items/model';
import type { InitialView, ListingIndex } from '~/features/listing/model';
import type { ListingState } from '~/features/listing/model';
import type { PublicationCategory } from '~/schemas';

const EN = DICTIONARIES.en;

/** The English words of a publication list (as PublicationsPage.astro makes them). */
function publicationWords(category: PublicationCategory) {
  const { publications, viewReport, fileSoon } = EN.collections;
  const { none, soon } = publications[category];
  return {
    none,
    soon,
    viewReport,
    fileSoon,
    newTab: EN.frame.opensInNewTab,
    months: EN.months,
    cmsLang: '',
  };
}

const story = (n: number, day: string): StoryCard => ({
  key: `id:${n}`,
  title: `Story ${n}`,
  sortDate: new Date(`${day}T00:00:00+05:30`).toISOString(),
  description: { html: `<p>Text ${n}</p>` },
});

/** Text of an HTML string, tags dropped, for loose matching. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

/**
 * The English listing of `kind` as its page renders it: the default view of `year`, with no other
 * filter.
 */
function renderListing<K extends ListingKind>(
  kind: K,
  index: ListingIndex,
  { year, ...view }: Omit<InitialView<CardOf[K]>, 'state'> & Pick<ListingState, 'year'>,
) {
  return renderToString(
    <Listing
      kind={kind}
      words={listingWords(EN, kind)}
      index={index}
      initial={{ state: { year, month: null, search: '' }, ...view }}
    />,
  );
}

describe('a filtered listing', () => {
  it('renders the default view with a count and disabled controls', () => {
    const cards = [story(2, '2026-11-14'), story(1, '2026-03-02')];
    const html = renderListing(
      'news',
      {
        total: 5,
        years: [
          { year: 2026, count: 2, months: [3, 11] },
          { year: 2025, count: 3, months: [1] },
        ],
      },
      { year: 2026, cards, total: 2, complete: true },
    );
    expect(text(html)).toContain('2 news items in 2026');
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html.indexOf('Story 2')).toBeLessThan(html.indexOf('Story 1'));
    expect(html).toContain('14 Nov 2026');
    // Year, month and search exist but wait for the island.
    expect(html.match(/<select[^>]*disabled/g)).toHaveLength(2);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*disabled/);
    expect(html).toContain('<option value="2025">2025</option>');
    expect(html).toContain('<option value="11">Nov</option>');
    expect(html).not.toContain('Show');
    // A form has a submit button (it waits for the island too).
    expect(html).toMatch(/<button type="submit"[^>]*\bdisabled\b[^>]*>Apply<\/button>/);
  });

  it('offers Show more when the view has more than its first page', () => {
    const cards = Array.from({ length: 24 }, (_, i) => story(i, '2026-05-01'));
    const html = renderListing(
      'news',
      { total: 30, years: [{ year: 2026, count: 30, months: [5] }] },
      { year: 2026, cards, total: 30, complete: false },
    );
    expect(text(html)).toContain('Showing 24 of 30');
    expect(text(html)).toContain('Show 6 more news items');
  });

  it('says honestly that there is nothing yet', () => {
    const html = renderListing(
      'news',
      { total: 0, years: [] },
      { year: 'all', cards: [], total: 0, complete: true },
    );
    expect(text(html)).toContain('No news yet. Stay tuned for more updates.');
    expect(html).not.toContain('<article');
    expect(html).not.toMatch(/Feb 27 2024|>title</);
  });

  it('says a year has no albums yet instead of showing an empty grid', () => {
    const html = renderListing(
      'albums',
      { total: 1, years: [{ year: 2025, count: 1, months: [4] }] },
      { year: 2026, cards: [], total: 0, complete: true },
    );
    expect(text(html)).toContain('0 albums in 2026');
    expect(text(html)).toContain('No albums in 2026 yet.');
    expect(text(html)).toContain('Show all years');
  });
});

describe('publications and achievements', () => {
  it('link each report to its file in a new tab, and show a placeholder card when empty', () => {
    const html = renderToString(
      <PublicationList
        category="Newsletter"
        words={publicationWords('Newsletter')}
        items={[
          {
            key: 'id:1',
            title: 'Winter issue',
            sortDate: null,
            file: 'https://api.example.org/api/image/w.pdf',
          },
          { key: 'id:2', title: 'No file yet', sortDate: null },
        ]}
      />,
    );
    const link = html.match(/<a [^>]*href="https:\/\/api\.example\.org\/api\/image\/w\.pdf"[^>]*>/);
    expect(link?.[0]).toContain('target="_blank"');
    expect(link?.[0]).toContain('rel="noopener noreferrer"');
    expect(link?.[0]).toContain('class="button publication-card__link"');
    expect(text(html)).toContain('The file will be added soon.');
    const empty = renderToString(
      <PublicationList category="Circular" words={publicationWords('Circular')} items={[]} />,
    );
    expect(text(empty)).toContain('No circulars yet');
    expect(empty).not.toContain('<a ');
  });

  it('show a placeholder picture when there is no award', () => {
    const { awardsEmpty, awardsLabel } = EN.collections;
    const { largerView } = EN.album;
    const html = renderToString(
      <AchievementsGrid
        awards={[]}
        words={{
          empty: awardsEmpty,
          label: awardsLabel,
          largerView,
          lightbox: '{}',
          untitled: EN.slides.awardAlt,
        }}
      />,
    );
    expect(html).toContain('award-placeholder');
    expect(text(html)).toContain('Our achievements will be shown here soon.');
  });

  it("name an award without a title in the page's language, with or without its picture", () => {
    const HI = DICTIONARIES.hi;
    const { awardsEmpty, awardsLabel } = HI.collections;
    const { largerView } = HI.album;
    const award = (key: string, title: string, picture?: string) => ({
      key,
      title,
      sortDate: null,
      photo: picture
        ? { thumb: { src: picture }, href: picture, alt: title, caption: title || undefined }
        : undefined,
    });
    const html = renderToString(
      <AchievementsGrid
        awards={[award('a', 'Best NGO 2025', '/a.jpg'), award('b', '', '/b.jpg'), award('c', '')]}
        words={{
          empty: awardsEmpty,
          label: awardsLabel,
          largerView,
          lightbox: '{}',
          untitled: HI.slides.awardAlt,
        }}
      />,
    );
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts).toEqual(['Best NGO 2025', HI.slides.awardAlt]);
    expect(html).toContain(
      `<figcaption class="album-grid__caption">${HI.slides.awardAlt}</figcaption>`,
    );
    expect(html).not.toMatch(/>Award<|Award picture/);
  });
});

describe('an album', () => {
  /** The album page's content as the English page renders it. */
  const renderAlbum = (album: AlbumDetail) =>
    renderToString(
      <AlbumContent
        words={{
          ...EN.album,
          galleryHref: '/PhotoGallery',
          albumPrefix: '',
          cmsLang: undefined,
          cmsNote: EN.frame.cmsNote,
          lightbox: JSON.stringify(EN.lightbox),
        }}
        album={album}
      />,
    );

  it('gives the lightbox each size it knows, and marks the ones to learn from the thumbnail', () => {
    const html = renderAlbum({
      title: 'Fair',
      description: { html: '<p>Stalls</p>' },
      sortDate: new Date('2026-11-14T00:00:00+05:30').toISOString(),
      photos: [
        {
          thumb: { src: '/t1.jpg', width: 360, height: 240 },
          href: '/l1.webp',
          width: 1600,
          height: 1067,
          alt: 'Photo 1 of 2: Fair',
        },
        {
          thumb: { src: 'https://api.example.org/api/image/p2.jpg' },
          href: 'https://api.example.org/api/image/p2.jpg',
          alt: 'Photo 2 of 2: Fair',
        },
      ],
    });
    expect(text(html)).toContain('14/11/2026');
    expect(html).toMatch(/href="\/l1.webp" data-pswp-width="1600" data-pswp-height="1067"/);
    expect(html).toMatch(
      /href="https:\/\/api.example.org\/api\/image\/p2.jpg" data-size-from-image[ =>]/,
    );
    expect(html).toContain('href="/PhotoGallery"');
  });

  it('says when an album has no photos yet', () => {
    const html = renderAlbum({
      title: 'Empty',
      description: { html: '' },
      sortDate: new Date().toISOString(),
      photos: [],
    });
    expect(text(html)).toContain('The photos of this album are on their way.');
  });
});
