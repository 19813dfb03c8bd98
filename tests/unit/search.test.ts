/**
 * Site search: what the index takes from the build (which pages, their addresses, the language
 * they are indexed in) and how the search page shows a result (safe links, the excerpt as text
 * with marked hits, the status line). Pagefind itself runs in tests/e2e/find.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { excerptPieces, resultCount, resultView, safeHref } from '~/features/search/results';
import { DICTIONARIES } from '~/i18n';

/** The English page's words (src/i18n `search`). */
const WORDS = DICTIONARIES.en.search.script;
import { isIndexedPage, withIndexLanguage } from '~/integrations/searchIndex';
import { pageUrl } from '../../src/integrations/builtFiles';

describe('the index', () => {
  it('takes every page but the 404, the search page, the album resolver and the albums', () => {
    const files = [
      'index.html',
      'AboutNgo.html',
      'News.html',
      '404.html',
      'Search.html',
      'SubGallery.html',
      'Album/5f3a.html',
      'hi/index.html',
      'hi/AboutNgo.html',
      'hi/Search.html',
      'hi/Album/5f3a.html',
      'rss/news.xml',
    ];
    expect(files.filter(isIndexedPage)).toEqual([
      'index.html',
      'AboutNgo.html',
      'News.html',
      'hi/index.html',
      'hi/AboutNgo.html',
    ]);
  });

  it.each([
    ['index.html', '/'],
    ['AboutNgo.html', '/AboutNgo'],
    ['hi/index.html', '/hi'],
    ['hi/AboutNgo.html', '/hi/AboutNgo'],
  ])('gives the page %s its public address %s', (file, address) => {
    expect(pageUrl(file)).toBe(address);
  });

  it('indexes a page in its primary language, so en-IN pages join the English records', () => {
    expect(withIndexLanguage('<!doctype html><html lang="en-IN"><body>x</body></html>')).toBe(
      '<!doctype html><html lang="en"><body>x</body></html>',
    );
    expect(withIndexLanguage('<html data-x="1" lang="hi"><body>')).toBe(
      '<html lang="hi" data-x="1"><body>',
    );
    expect(withIndexLanguage('<html><body>')).toBe('<html lang="en"><body>');
    expect(withIndexLanguage('<p>no html tag</p>')).toBe('<p>no html tag</p>');
  });
});

describe('a result on the search page', () => {
  const origin = 'https://porf.example.org';

  it('splits the excerpt at the marks, as text', () => {
    expect(
      excerptPieces('The <mark>tailoring</mark> course &amp; an <mark>exhibition</mark>&#39;s end'),
    ).toEqual([
      { text: 'The ', mark: false },
      { text: 'tailoring', mark: true },
      { text: ' course & an ', mark: false },
      { text: 'exhibition', mark: true },
      { text: "'s end", mark: false },
    ]);
    // Any other markup is dropped, and escaped markup stays text.
    expect(excerptPieces('<img src=x onerror=alert(1)>&lt;b&gt;bold')).toEqual([
      { text: '<b>bold', mark: false },
    ]);
  });

  it('follows site links and http(s) files only', () => {
    expect(safeHref('/News?year=2025#item-abc', origin)).toBe('/News?year=2025#item-abc');
    expect(safeHref(`${origin}/AboutNgo`, origin)).toBe('/AboutNgo');
    expect(safeHref('https://api.example.org/api/image/a.pdf', origin)).toBe(
      'https://api.example.org/api/image/a.pdf',
    );
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'nope']) {
      expect(safeHref(bad, origin), bad).toBeUndefined();
    }
  });

  it('shows title, date and category, and opens files in a new tab', () => {
    expect(
      resultView(
        {
          url: '/News?year=2025#item-abc',
          excerpt: '<mark>Tailoring</mark> exhibition',
          meta: { title: 'Tailoring exhibition', date: '18 Oct 2025', category: 'News' },
        },
        origin,
      ),
    ).toEqual({
      href: '/News?year=2025#item-abc',
      title: 'Tailoring exhibition',
      date: '18 Oct 2025',
      category: 'News',
      excerpt: [
        { text: 'Tailoring', mark: true },
        { text: ' exhibition', mark: false },
      ],
      external: false,
    });
    expect(
      resultView({ url: 'https://api.example.org/a.pdf', excerpt: '', meta: {} }, origin),
    ).toMatchObject({ title: 'https://api.example.org/a.pdf', category: 'Page', external: true });
    expect(resultView({ url: 'javascript:x', excerpt: '', meta: {} }, origin)).toBeUndefined();
  });

  it('announces how many results there are', () => {
    expect(resultCount(1, 'camp', '', WORDS)).toBe('1 result for “camp”.');
    expect(resultCount(3, 'camp', 'Events', WORDS)).toBe('3 results for “camp” in events.');
    expect(resultCount(0, 'zzz', 'Events', WORDS)).toBe(
      'No results for “zzz” in events. Try fewer or other words, or all types.',
    );
    // The Hindi page says the same in Hindi, with the type named in Hindi.
    const hindi = DICTIONARIES.hi.search.script;
    expect(resultCount(2, 'शिविर', 'Events', hindi)).toBe('“शिविर” के लिए कार्यक्रमों में 2 नतीजे मिले।');
    expect(resultCount(0, 'xyz', '', hindi)).toBe(
      '“xyz” के लिए कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ।',
    );
  });
});
