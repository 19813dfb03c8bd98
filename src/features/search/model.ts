/** The search's vocabulary. Imported by browser code: keep it small, constants only. */

/** What a search result is, as the index's `type` filter names it. */
export const SEARCH_TYPES = [
  'News',
  'Events',
  'Highlights',
  'Albums',
  'Publications',
  'Videos',
  'Pages',
] as const;

export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_TYPE_FILTER = 'type';

/** The query parameter of the search page's type filter (`/Search?q=camp&type=Events`). */
export const SEARCH_TYPE_PARAM = 'type';

/** The language every record of the snapshot is indexed in (Pagefind keeps one index per language). */
export const SEARCH_LANGUAGE = 'en';

/** Longest query kept (the header box and the search field say so with `maxlength`). */
export const SEARCH_MAX_LENGTH = 100;

/** Results shown at first and added by each 'More results'. */
export const SEARCH_PAGE_SIZE = 10;
