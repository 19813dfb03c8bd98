/**
 * The 'Latest' scroller's items: what the build hands the island and what a refresh makes of
 * fresh highlights, in the same shape.
 */
import { HIGHLIGHTS_MAX } from '~/lib/constants';
import { latestHighlights } from '~/lib/items';
import { HighlightSchema } from '~/schemas/highlight';
import { liveList } from '~/lib/live/api';
import { changed, itemKey, mergeByKey } from '../listing/merge';

/** One line of the scroller. */
export interface ScrollerItem {
  key: string;
  title: string;
  /** The highlight's own link, else /Highlights. */
  href: string;
  /** True for an http(s) link: it opens in a new tab. */
  external: boolean;
  /** ISO instant the list is ordered by and the date shown. */
  sortDate: string;
  /** For the 'new' badge, decided in the browser (listing.ts `isNewHighlight`). */
  fromDate: string | null;
  new: string | boolean | undefined;
}

/** The fields of a highlight (`Highlight` or a live one) the scroller needs. */
interface HighlightLike {
  id: string | undefined;
  title: string;
  url: string | undefined;
  sortDate: string;
  fromDate: string | null;
  new: string | boolean | undefined;
}

/** A scroller line for a highlight (already chosen by `latestHighlights`). */
export function toScrollerItem(highlight: HighlightLike): ScrollerItem {
  const href = highlight.url ?? '/Highlights';
  return {
    key: itemKey(highlight),
    title: highlight.title,
    href,
    external: /^https?:\/\//i.test(href),
    sortDate: highlight.sortDate,
    fromDate: highlight.fromDate,
    new: highlight.new,
  };
}

/**
 * Fresh lines from `/api/highlight/{site}` (the latest highlights only): merged with the shown
 * ones, newest first, at most `HIGHLIGHTS_MAX`; undefined when that changes nothing.
 */
export async function freshHighlights(
  shown: readonly ScrollerItem[],
): Promise<ScrollerItem[] | undefined> {
  const fresh = latestHighlights(await liveList('highlights', HighlightSchema));
  return changed(shown, mergeByKey(shown, fresh.map(toScrollerItem)).slice(0, HIGHLIGHTS_MAX));
}
