/**
 * Messages that put a number, a noun or a scope into a sentence (src/i18n): each is written per
 * case (the kind of thing listed, one or many, the scope) so that every rendering is a correct
 * sentence. The messages are rendered here the way the islands and pages fill them (`fillCount`,
 * `scopeOf`, `resultCount`), with 0, 1, 2 and many and with every noun they can take, and compared
 * with what a Hindi reader expects to read, written out by hand below.
 */
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, fill, fillCount, listingWords, type CountForms } from '~/i18n';
import { formatIndianNumber } from '~/lib/items';
import { scopeOf } from '~/features/listing/Listing';
import type { ListingState } from '~/features/listing/model';
import { LISTING_KINDS, type ListingKind } from '~/items/model';
import { resultCount } from '~/features/search/results';
import { SEARCH_TYPES } from '~/features/search/model';
import type { PublicationCategory } from '~/schemas';

const { en, hi } = DICTIONARIES;

/** 0, 1, 2 and many, as the listings and the search show them (Indian digit grouping). */
const COUNTS = [0, 1, 2, 1234];
/** 0, 1, 2 and many, for the figures of the pages (towns, states, groups ...). */
const SMALL = [0, 1, 2, 12];

const STAY = ' नई जानकारी के लिए जुड़े रहें।';
const RETRY = ' कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।';

const state = (year: ListingState['year'], month: number | null = null, search = '') => ({
  year,
  month,
  search,
});
/** The four kinds of scope: a year, a month of a year, all years, a month of all years. */
const SCOPES = [state(2026), state(2026, 3), state('all'), state('all', 3)];

/** The listing's status line, as Listing.tsx writes it. */
function statusLine(lang: 'en' | 'hi', kind: ListingKind, total: number, view: ListingState) {
  const words = listingWords(DICTIONARIES[lang], kind);
  return fillCount(view.search ? words.countMatching : words.count, total, {
    count: formatIndianNumber(total),
    scope: scopeOf(view, words),
    search: view.search,
  });
}

/** A listing message with the scope of each of SCOPES (failed, yearEmpty), as Listing.tsx fills it. */
function withScopes(lang: 'en' | 'hi', kind: ListingKind, message: 'failed' | 'yearEmpty') {
  const words = listingWords(DICTIONARIES[lang], kind);
  return SCOPES.map((view) => fill(words[message], { scope: scopeOf(view, words) }));
}

const render = (forms: CountForms, counts: number[], values: Record<string, string> = {}) =>
  counts.map((count) => fillCount(forms, count, { count: formatIndianNumber(count), ...values }));

describe('listing messages, in Hindi', () => {
  const expected: Record<
    ListingKind,
    {
      count: string[];
      matching: string[];
      loading: string;
      failed: string[];
      yearEmpty: string[];
      noMatch: string;
      filter: string;
      shown: string[];
      showMore: string[];
    }
  > = {
    news: {
      count: ['2026 में 0 ख़बरें', '2026 में 1 ख़बर', '2026 में 2 ख़बरें', '2026 में 1,234 ख़बरें'],
      matching: [
        'सभी सालों के मार्च में 0 ख़बरें, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1 ख़बर, जिसके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 2 ख़बरें, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1,234 ख़बरें, जिनके शीर्षक में “पानी” है',
      ],
      loading: 'ख़बरें लोड हो रही हैं…',
      failed: [
        `2026 की ख़बरें लोड नहीं हो सकीं।${RETRY}`,
        `मार्च 2026 की ख़बरें लोड नहीं हो सकीं।${RETRY}`,
        `सभी सालों की ख़बरें लोड नहीं हो सकीं।${RETRY}`,
        `सभी सालों के मार्च की ख़बरें लोड नहीं हो सकीं।${RETRY}`,
      ],
      yearEmpty: [
        `2026 में अभी कोई ख़बर नहीं है।${STAY}`,
        `मार्च 2026 में अभी कोई ख़बर नहीं है।${STAY}`,
        `सभी सालों में अभी कोई ख़बर नहीं है।${STAY}`,
        `सभी सालों के मार्च में अभी कोई ख़बर नहीं है।${STAY}`,
      ],
      noMatch: 'इन फ़िल्टरों से कोई ख़बर नहीं मिली।',
      filter: 'ख़बरें छाँटें',
      shown: [
        '1,234 में से 0 ख़बरें दिख रही हैं',
        '1,234 में से 1 ख़बर दिख रही है',
        '1,234 में से 2 ख़बरें दिख रही हैं',
        '1,234 में से 1,234 ख़बरें दिख रही हैं',
      ],
      showMore: ['0 और ख़बरें दिखाएँ', '1 और ख़बर दिखाएँ', '2 और ख़बरें दिखाएँ', '1,234 और ख़बरें दिखाएँ'],
    },
    events: {
      count: ['2026 में 0 कार्यक्रम', '2026 में 1 कार्यक्रम', '2026 में 2 कार्यक्रम', '2026 में 1,234 कार्यक्रम'],
      matching: [
        'सभी सालों के मार्च में 0 कार्यक्रम, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1 कार्यक्रम, जिसके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 2 कार्यक्रम, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1,234 कार्यक्रम, जिनके शीर्षक में “पानी” है',
      ],
      loading: 'कार्यक्रम लोड हो रहे हैं…',
      failed: [
        `2026 के कार्यक्रम लोड नहीं हो सके।${RETRY}`,
        `मार्च 2026 के कार्यक्रम लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के कार्यक्रम लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के मार्च के कार्यक्रम लोड नहीं हो सके।${RETRY}`,
      ],
      yearEmpty: [
        `2026 में अभी कोई कार्यक्रम नहीं है।${STAY}`,
        `मार्च 2026 में अभी कोई कार्यक्रम नहीं है।${STAY}`,
        `सभी सालों में अभी कोई कार्यक्रम नहीं है।${STAY}`,
        `सभी सालों के मार्च में अभी कोई कार्यक्रम नहीं है।${STAY}`,
      ],
      noMatch: 'इन फ़िल्टरों से कोई कार्यक्रम नहीं मिला।',
      filter: 'कार्यक्रम छाँटें',
      shown: [
        '1,234 में से 0 कार्यक्रम दिख रहे हैं',
        '1,234 में से 1 कार्यक्रम दिख रहा है',
        '1,234 में से 2 कार्यक्रम दिख रहे हैं',
        '1,234 में से 1,234 कार्यक्रम दिख रहे हैं',
      ],
      showMore: [
        '0 और कार्यक्रम दिखाएँ',
        '1 और कार्यक्रम दिखाएँ',
        '2 और कार्यक्रम दिखाएँ',
        '1,234 और कार्यक्रम दिखाएँ',
      ],
    },
    highlights: {
      count: [
        '2026 में 0 मुख्य समाचार',
        '2026 में 1 मुख्य समाचार',
        '2026 में 2 मुख्य समाचार',
        '2026 में 1,234 मुख्य समाचार',
      ],
      matching: [
        'सभी सालों के मार्च में 0 मुख्य समाचार, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1 मुख्य समाचार, जिसके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 2 मुख्य समाचार, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1,234 मुख्य समाचार, जिनके शीर्षक में “पानी” है',
      ],
      loading: 'मुख्य समाचार लोड हो रहे हैं…',
      failed: [
        `2026 के मुख्य समाचार लोड नहीं हो सके।${RETRY}`,
        `मार्च 2026 के मुख्य समाचार लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के मुख्य समाचार लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के मार्च के मुख्य समाचार लोड नहीं हो सके।${RETRY}`,
      ],
      yearEmpty: [
        `2026 में अभी कोई मुख्य समाचार नहीं है।${STAY}`,
        `मार्च 2026 में अभी कोई मुख्य समाचार नहीं है।${STAY}`,
        `सभी सालों में अभी कोई मुख्य समाचार नहीं है।${STAY}`,
        `सभी सालों के मार्च में अभी कोई मुख्य समाचार नहीं है।${STAY}`,
      ],
      noMatch: 'इन फ़िल्टरों से कोई मुख्य समाचार नहीं मिला।',
      filter: 'मुख्य समाचार छाँटें',
      shown: [
        '1,234 में से 0 मुख्य समाचार दिख रहे हैं',
        '1,234 में से 1 मुख्य समाचार दिख रहा है',
        '1,234 में से 2 मुख्य समाचार दिख रहे हैं',
        '1,234 में से 1,234 मुख्य समाचार दिख रहे हैं',
      ],
      showMore: [
        '0 और मुख्य समाचार दिखाएँ',
        '1 और मुख्य समाचार दिखाएँ',
        '2 और मुख्य समाचार दिखाएँ',
        '1,234 और मुख्य समाचार दिखाएँ',
      ],
    },
    albums: {
      count: ['2026 में 0 एल्बम', '2026 में 1 एल्बम', '2026 में 2 एल्बम', '2026 में 1,234 एल्बम'],
      matching: [
        'सभी सालों के मार्च में 0 एल्बम, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1 एल्बम, जिसके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 2 एल्बम, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1,234 एल्बम, जिनके शीर्षक में “पानी” है',
      ],
      loading: 'एल्बम लोड हो रहे हैं…',
      failed: [
        `2026 के एल्बम लोड नहीं हो सके।${RETRY}`,
        `मार्च 2026 के एल्बम लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के एल्बम लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के मार्च के एल्बम लोड नहीं हो सके।${RETRY}`,
      ],
      yearEmpty: [
        `2026 में अभी कोई फ़ोटो एल्बम नहीं है।${STAY}`,
        `मार्च 2026 में अभी कोई फ़ोटो एल्बम नहीं है।${STAY}`,
        `सभी सालों में अभी कोई फ़ोटो एल्बम नहीं है।${STAY}`,
        `सभी सालों के मार्च में अभी कोई फ़ोटो एल्बम नहीं है।${STAY}`,
      ],
      noMatch: 'इन फ़िल्टरों से कोई एल्बम नहीं मिला।',
      filter: 'एल्बम छाँटें',
      shown: [
        '1,234 में से 0 एल्बम दिख रहे हैं',
        '1,234 में से 1 एल्बम दिख रहा है',
        '1,234 में से 2 एल्बम दिख रहे हैं',
        '1,234 में से 1,234 एल्बम दिख रहे हैं',
      ],
      showMore: ['0 और एल्बम दिखाएँ', '1 और एल्बम दिखाएँ', '2 और एल्बम दिखाएँ', '1,234 और एल्बम दिखाएँ'],
    },
    videos: {
      count: ['2026 में 0 वीडियो', '2026 में 1 वीडियो', '2026 में 2 वीडियो', '2026 में 1,234 वीडियो'],
      matching: [
        'सभी सालों के मार्च में 0 वीडियो, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1 वीडियो, जिसके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 2 वीडियो, जिनके शीर्षक में “पानी” है',
        'सभी सालों के मार्च में 1,234 वीडियो, जिनके शीर्षक में “पानी” है',
      ],
      loading: 'वीडियो लोड हो रहे हैं…',
      failed: [
        `2026 के वीडियो लोड नहीं हो सके।${RETRY}`,
        `मार्च 2026 के वीडियो लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के वीडियो लोड नहीं हो सके।${RETRY}`,
        `सभी सालों के मार्च के वीडियो लोड नहीं हो सके।${RETRY}`,
      ],
      yearEmpty: [
        `2026 में अभी कोई वीडियो नहीं है।${STAY}`,
        `मार्च 2026 में अभी कोई वीडियो नहीं है।${STAY}`,
        `सभी सालों में अभी कोई वीडियो नहीं है।${STAY}`,
        `सभी सालों के मार्च में अभी कोई वीडियो नहीं है।${STAY}`,
      ],
      noMatch: 'इन फ़िल्टरों से कोई वीडियो नहीं मिला।',
      filter: 'वीडियो छाँटें',
      shown: [
        '1,234 में से 0 वीडियो दिख रहे हैं',
        '1,234 में से 1 वीडियो दिख रहा है',
        '1,234 में से 2 वीडियो दिख रहे हैं',
        '1,234 में से 1,234 वीडियो दिख रहे हैं',
      ],
      showMore: [
        '0 और वीडियो दिखाएँ',
        '1 और वीडियो दिखाएँ',
        '2 और वीडियो दिखाएँ',
        '1,234 और वीडियो दिखाएँ',
      ],
    },
  };

  it('cover every kind of listing', () => {
    expect(Object.keys(expected).sort()).toEqual([...LISTING_KINDS].sort());
  });

  for (const kind of LISTING_KINDS) {
    it(`${kind}: count, search, loading, failure, empty year, no match, filter, paging`, () => {
      const words = listingWords(hi, kind);
      const want = expected[kind];
      expect(COUNTS.map((n) => statusLine('hi', kind, n, state(2026)))).toEqual(want.count);
      expect(COUNTS.map((n) => statusLine('hi', kind, n, state('all', 3, 'पानी')))).toEqual(
        want.matching,
      );
      expect(words.loading).toBe(want.loading);
      expect(withScopes('hi', kind, 'failed')).toEqual(want.failed);
      expect(withScopes('hi', kind, 'yearEmpty')).toEqual(want.yearEmpty);
      expect(words.noMatch).toBe(want.noMatch);
      expect(words.filter).toBe(want.filter);
      expect(
        COUNTS.map((n) =>
          fillCount(words.shown, n, {
            shown: formatIndianNumber(n),
            total: formatIndianNumber(1234),
          }),
        ),
      ).toEqual(want.shown);
      expect(render(words.showMore, COUNTS)).toEqual(want.showMore);
    });
  }
});

describe('listing messages, in English', () => {
  it('say one and many, with the scope and the search', () => {
    const rows = LISTING_KINDS.map((kind) => [
      ...[0, 1, 2].map((n) => statusLine('en', kind, n, state(2026))),
      statusLine('en', kind, 1, state('all', 3, 'water')),
      withScopes('en', kind, 'yearEmpty')[1],
    ]);
    expect(rows).toEqual([
      [
        '0 news items in 2026',
        '1 news item in 2026',
        '2 news items in 2026',
        '1 news item in Mar, all years matching “water”',
        'No news items in Mar 2026 yet. Stay tuned for more updates.',
      ],
      [
        '0 events in 2026',
        '1 event in 2026',
        '2 events in 2026',
        '1 event in Mar, all years matching “water”',
        'No events in Mar 2026 yet. Stay tuned for more updates.',
      ],
      [
        '0 highlights in 2026',
        '1 highlight in 2026',
        '2 highlights in 2026',
        '1 highlight in Mar, all years matching “water”',
        'No highlights in Mar 2026 yet. Stay tuned for more updates.',
      ],
      [
        '0 albums in 2026',
        '1 album in 2026',
        '2 albums in 2026',
        '1 album in Mar, all years matching “water”',
        'No albums in Mar 2026 yet. Stay tuned for more updates.',
      ],
      [
        '0 videos in 2026',
        '1 video in 2026',
        '2 videos in 2026',
        '1 video in Mar, all years matching “water”',
        'No videos in Mar 2026 yet. Stay tuned for more updates.',
      ],
    ]);
    const news = listingWords(en, 'news');
    expect(render(news.showMore, [1, 2])).toEqual([
      'Show 1 more news item',
      'Show 2 more news items',
    ]);
    expect(withScopes('en', 'events', 'failed')[2]).toBe(
      'The events in all years could not be loaded. Please check your connection and try again.',
    );
  });
});

describe('search results', () => {
  const expected: Record<string, string[]> = {
    '': [
      '“पानी” के लिए कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ।',
      '“पानी” के लिए 1 नतीजा मिला।',
      '“पानी” के लिए 2 नतीजे मिले।',
      '“पानी” के लिए 1,234 नतीजे मिले।',
    ],
    News: [
      '“पानी” के लिए ख़बरों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए ख़बरों में 1 नतीजा मिला।',
      '“पानी” के लिए ख़बरों में 2 नतीजे मिले।',
      '“पानी” के लिए ख़बरों में 1,234 नतीजे मिले।',
    ],
    Events: [
      '“पानी” के लिए कार्यक्रमों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए कार्यक्रमों में 1 नतीजा मिला।',
      '“पानी” के लिए कार्यक्रमों में 2 नतीजे मिले।',
      '“पानी” के लिए कार्यक्रमों में 1,234 नतीजे मिले।',
    ],
    Highlights: [
      '“पानी” के लिए मुख्य समाचारों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए मुख्य समाचारों में 1 नतीजा मिला।',
      '“पानी” के लिए मुख्य समाचारों में 2 नतीजे मिले।',
      '“पानी” के लिए मुख्य समाचारों में 1,234 नतीजे मिले।',
    ],
    Albums: [
      '“पानी” के लिए एल्बमों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए एल्बमों में 1 नतीजा मिला।',
      '“पानी” के लिए एल्बमों में 2 नतीजे मिले।',
      '“पानी” के लिए एल्बमों में 1,234 नतीजे मिले।',
    ],
    Publications: [
      '“पानी” के लिए प्रकाशनों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए प्रकाशनों में 1 नतीजा मिला।',
      '“पानी” के लिए प्रकाशनों में 2 नतीजे मिले।',
      '“पानी” के लिए प्रकाशनों में 1,234 नतीजे मिले।',
    ],
    Videos: [
      '“पानी” के लिए वीडियो में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए वीडियो में 1 नतीजा मिला।',
      '“पानी” के लिए वीडियो में 2 नतीजे मिले।',
      '“पानी” के लिए वीडियो में 1,234 नतीजे मिले।',
    ],
    Pages: [
      '“पानी” के लिए पृष्ठों में कोई नतीजा नहीं मिला। कम या दूसरे शब्द आज़माएँ, या सभी प्रकार चुनें।',
      '“पानी” के लिए पृष्ठों में 1 नतीजा मिला।',
      '“पानी” के लिए पृष्ठों में 2 नतीजे मिले।',
      '“पानी” के लिए पृष्ठों में 1,234 नतीजे मिले।',
    ],
  };

  it('name every type of result in Hindi, in the form the sentence needs', () => {
    expect(Object.keys(expected).slice(1).sort()).toEqual([...SEARCH_TYPES].sort());
    for (const [type, sentences] of Object.entries(expected)) {
      expect(
        COUNTS.map((n) => resultCount(n, 'पानी', type, hi.search.script)),
        type || 'all types',
      ).toEqual(sentences);
    }
  });

  it('and in English', () => {
    const words = en.search.script;
    expect(COUNTS.map((n) => resultCount(n, 'water', 'Albums', words))).toEqual([
      'No results for “water” in albums. Try fewer or other words, or all types.',
      '1 result for “water” in albums.',
      '2 results for “water” in albums.',
      '1,234 results for “water” in albums.',
    ]);
  });
});

describe('publications with none yet', () => {
  it('say so for each kind, agreeing in number and gender', () => {
    const categories: PublicationCategory[] = [
      'Newsletter',
      'AnnualReport',
      'Presscorner',
      'Circular',
    ];
    const said = (lang: 'en' | 'hi') =>
      categories.map((c) => {
        const { none, soon } = DICTIONARIES[lang].collections.publications[c];
        return `${none} | ${soon}`;
      });
    expect(said('hi')).toEqual([
      `अभी कोई न्यूज़लेटर नहीं है | न्यूज़लेटर प्रकाशित होते ही यहाँ दिखेंगे।${STAY}`,
      `अभी कोई वार्षिक रिपोर्ट नहीं है | वार्षिक रिपोर्टें प्रकाशित होते ही यहाँ दिखेंगी।${STAY}`,
      `अभी अख़बारों का कोई लेख नहीं है | अख़बारों के लेख प्रकाशित होते ही यहाँ दिखेंगे।${STAY}`,
      `अभी कोई परिपत्र नहीं है | परिपत्र प्रकाशित होते ही यहाँ दिखेंगे।${STAY}`,
    ]);
    expect(said('en').map((text) => text.split(' | ')[0])).toEqual([
      'No newsletters yet',
      'No annual reports yet',
      'No press articles yet',
      'No circulars yet',
    ]);
  });
});

describe('figures on the pages', () => {
  const w = hi.pages;
  const c = hi.centres;

  it('agree with the number they count', () => {
    const rows = {
      boys: SMALL.map((n) => fillCount(w.pilarTownsBoys, n)),
      girls: SMALL.map((n) => fillCount(w.pilarTownsGirls, n)),
      outreach: SMALL.map((n) => `24 ${fillCount(c.outreach.fact, n, { states: n })}`),
      skills: SMALL.map((n) => `9 ${fillCount(c.skills.fact, n, { states: n })}`),
      caption: SMALL.map((n) => fillCount(c.outreach.caption, n)),
      groups: SMALL.map((n) => fillCount(w.ruleGroups, n, { groups: 'वर्ग A और B' })),
      featured: SMALL.map((n) => fillCount(w.ruleFeatured, n)),
      term: SMALL.map((n) => fillCount(w.sswYears, n)),
      perDay: SMALL.map((n) => fillCount(w.perDay, n, { rupees: n, paise: 37 })),
      days: SMALL.map((n) => fillCount(w.days, n, { days: n })),
      aboutRupees: SMALL.map((n) => fillCount(w.aboutRupees, n, { rupees: n })),
      essay: SMALL.map((n) => fillCount(w.ruleEssay, n, { words: n }).split(' और ')[0]),
      states: SMALL.map((n) => fillCount(hi.home.volunteerIntro, n).split('।')[0]),
    };
    expect(rows).toEqual({
      boys: [
        '0 शहरों में लड़कों के छात्रावास',
        '1 शहर में लड़कों का छात्रावास',
        '2 शहरों में लड़कों के छात्रावास',
        '12 शहरों में लड़कों के छात्रावास',
      ],
      girls: [
        '0 शहरों में लड़कियों के छात्रावास',
        '1 शहर में लड़कियों का छात्रावास',
        '2 शहरों में लड़कियों के छात्रावास',
        '12 शहरों में लड़कियों के छात्रावास',
      ],
      outreach: [
        '24 0 राज्यों में शाम के शिक्षण केंद्र',
        '24 1 राज्य में शाम के शिक्षण केंद्र',
        '24 2 राज्यों में शाम के शिक्षण केंद्र',
        '24 12 राज्यों में शाम के शिक्षण केंद्र',
      ],
      skills: ['9 0 राज्यों में केंद्र', '9 1 राज्य में केंद्र', '9 2 राज्यों में केंद्र', '9 12 राज्यों में केंद्र'],
      caption: [
        'राज्य, ज़िले और प्रायोजक कोड के अनुसार 0 शिक्षण केंद्र',
        'राज्य, ज़िले और प्रायोजक कोड के अनुसार 1 शिक्षण केंद्र',
        'राज्य, ज़िले और प्रायोजक कोड के अनुसार 2 शिक्षण केंद्र',
        'राज्य, ज़िले और प्रायोजक कोड के अनुसार 12 शिक्षण केंद्र',
      ],
      groups: [
        'रचनाओं को 0 आयु वर्गों में परखा जाता है: वर्ग A और B।',
        'रचनाओं को 1 आयु वर्ग में परखा जाता है: वर्ग A और B।',
        'रचनाओं को 2 आयु वर्गों में परखा जाता है: वर्ग A और B।',
        'रचनाओं को 12 आयु वर्गों में परखा जाता है: वर्ग A और B।',
      ],
      featured: [
        'हर वर्ग की सबसे अच्छी 0 रचनाएँ इस पृष्ठ पर और हमारे न्यूज़लेटर में छपती हैं।',
        'हर वर्ग की सबसे अच्छी रचना इस पृष्ठ पर और हमारे न्यूज़लेटर में छपती है।',
        'हर वर्ग की सबसे अच्छी 2 रचनाएँ इस पृष्ठ पर और हमारे न्यूज़लेटर में छपती हैं।',
        'हर वर्ग की सबसे अच्छी 12 रचनाएँ इस पृष्ठ पर और हमारे न्यूज़लेटर में छपती हैं।',
      ],
      term: ['0 साल', '1 साल', '2 साल', '12 साल'],
      perDay: ['0 रुपये 37 पैसे', '1 रुपया 37 पैसे', '2 रुपये 37 पैसे', '12 रुपये 37 पैसे'],
      days: ['0 दिन', '1 दिन', '2 दिन', '12 दिन'],
      aboutRupees: ['लगभग 0 रुपये', 'लगभग 1 रुपया', 'लगभग 2 रुपये', 'लगभग 12 रुपये'],
      essay: [
        'निबंध लगभग 0 शब्दों का हो',
        'निबंध लगभग 1 शब्द का हो',
        'निबंध लगभग 2 शब्दों का हो',
        'निबंध लगभग 12 शब्दों का हो',
      ],
      states: [
        'हम उत्तर भारत के 0 राज्यों में काम करते हैं',
        'हम उत्तर भारत के 1 राज्य में काम करते हैं',
        'हम उत्तर भारत के 2 राज्यों में काम करते हैं',
        'हम उत्तर भारत के 12 राज्यों में काम करते हैं',
      ],
    });
  });

  it('in the forms, the photo counts and the carousels', () => {
    const f = hi.form;
    const photos = (words: { photo: string; photos: string }) =>
      SMALL.map((n) => fill(n === 1 ? words.photo : words.photos, { count: n }));
    expect({
      invalid: [1, 2, 12].map((n) => (n === 1 ? f.invalidOne : fill(f.invalidMany, { count: n }))),
      left: SMALL.map((n) => fill(f.charactersLeft, { left: n, max: 500 })),
      listingPhotos: photos(hi.listing),
      slidePhotos: photos(hi.slides),
      slideOf: [1, 2, 12].map((n) => fill(hi.carousels.news.slideOf, { n, count: 12 })),
    }).toEqual({
      invalid: [
        'आपका फ़ॉर्म नहीं भेजा गया: एक खाने को ठीक करना है।',
        'आपका फ़ॉर्म नहीं भेजा गया: 2 खानों को ठीक करना है।',
        'आपका फ़ॉर्म नहीं भेजा गया: 12 खानों को ठीक करना है।',
      ],
      left: [
        '500 में से 0 अक्षर बाक़ी',
        '500 में से 1 अक्षर बाक़ी',
        '500 में से 2 अक्षर बाक़ी',
        '500 में से 12 अक्षर बाक़ी',
      ],
      listingPhotos: ['0 फ़ोटो', '1 फ़ोटो', '2 फ़ोटो', '12 फ़ोटो'],
      slidePhotos: ['0 फ़ोटो', '1 फ़ोटो', '2 फ़ोटो', '12 फ़ोटो'],
      slideOf: ['12 में से 1', '12 में से 2', '12 में से 12'],
    });
  });
});
