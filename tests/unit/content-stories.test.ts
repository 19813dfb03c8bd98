/**
 * The stories of /CampsAndTrainings and /Blog in the page's language (src/lib/content/queries.ts):
 * on a Hindi page each report or post is its Hindi twin where there is one, in the English order
 * (newest first), and stays English where there is none, so the page can say so.
 */
import { describe, expect, it, vi } from 'vitest';

const entry = (collection: string, id: string, date: string, title: string) => ({
  id,
  collection,
  data: { date: new Date(date), title },
});

const COLLECTIONS: Record<string, ReturnType<typeof entry>[]> = {
  camps: [
    entry('camps', '2025-07-trees', '2025-07-19', 'Tree plantation drive'),
    entry('camps', '2026-10-health', '2026-10-18', 'Free health check-up camp'),
    entry('camps', '2024-12-hygiene', '2024-12-03', 'Menstrual health awareness camp'),
  ],
  campsHi: [
    entry('campsHi', '2026-10-health', '2026-10-18', 'मुफ़्त स्वास्थ्य जाँच शिविर'),
    entry('campsHi', '2024-12-hygiene', '2024-12-03', 'माहवारी स्वास्थ्य जागरूकता शिविर'),
  ],
  blog: [entry('blog', '2026-07-evenings', '2026-07-02', 'Evenings at the learning centre')],
  blogHi: [],
};

vi.mock('astro:content', () => ({
  getCollection: async (name: string) => COLLECTIONS[name] ?? [],
  getEntry: async () => undefined,
}));

const { entryLang, getBlogPosts, getCampReports } = await import('~/lib/content/queries');

describe('camp reports and blog posts in the page’s language', () => {
  it('are English on English pages, newest first', async () => {
    const reports = await getCampReports('en');
    expect(reports.map((r) => r.data.title)).toEqual([
      'Free health check-up camp',
      'Tree plantation drive',
      'Menstrual health awareness camp',
    ]);
    expect(reports.map(entryLang)).toEqual(['en', 'en', 'en']);
  });

  it('are the Hindi twins on Hindi pages, in the same order, English where a twin is missing', async () => {
    const reports = await getCampReports('hi');
    expect(reports.map((r) => [r.data.title, entryLang(r)])).toEqual([
      ['मुफ़्त स्वास्थ्य जाँच शिविर', 'hi'],
      ['Tree plantation drive', 'en'],
      ['माहवारी स्वास्थ्य जागरूकता शिविर', 'hi'],
    ]);
    const posts = await getBlogPosts('hi');
    expect(posts.map((p) => [p.id, entryLang(p)])).toEqual([['2026-07-evenings', 'en']]);
  });
});
