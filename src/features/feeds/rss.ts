/** Items and channel options of the RSS 2.0 feeds (news with highlights; events). */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import { FEED_ITEM_LIMIT } from '~/lib/constants';
import { byNewestFirst, formatDayMonthYear, kolkataDateOf } from '~/lib/items';
import {
  descriptionHtml,
  type Description,
  type HighlightCard,
  type ListingKind,
  type StoryCard,
} from '~/items/model';
import { summaryOf } from '~/lib/plainText';
import { listingItemPath, type FeedInfo } from '~/lib/routes';

type Dated = {
  key: string;
  sortDate: string;
  title: string;
  description: Description;
  href?: string | undefined;
};

function item(kind: ListingKind, card: Dated, site: URL, category: string, lead = ''): RSSFeedItem {
  return {
    title: card.title,
    // A story's own page; a highlight's card on its listing.
    link: new URL(
      card.href ?? listingItemPath(kind, card.key, kolkataDateOf(card.sortDate).year),
      site,
    ).href,
    pubDate: new Date(card.sortDate),
    description: [lead, summaryOf(descriptionHtml(card.description))].filter(Boolean).join(' '),
    categories: [category],
  };
}

/** The news feed's items: news and highlights together, newest first, at most `limit`. */
export function newsFeedItems(
  news: readonly StoryCard[],
  highlights: readonly HighlightCard[],
  site: URL,
  limit: number = FEED_ITEM_LIMIT,
): RSSFeedItem[] {
  const tagged = [
    ...news.map((card) => ({ card, kind: 'news' as const, category: 'News' })),
    ...highlights.map((card) => ({ card, kind: 'highlights' as const, category: 'Highlight' })),
  ];
  return tagged
    .sort((a, b) => byNewestFirst(a.card, b.card))
    .slice(0, limit)
    .map(({ card, kind, category }) => item(kind, card, site, category));
}

/** When and where, for an event's summary: `20 Jan 2024, 9:00 AM - 2:00 PM. Venue: … .` */
function eventLead(card: StoryCard): string {
  const when = [formatDayMonthYear(new Date(card.sortDate)), card.time].filter(Boolean).join(', ');
  return `When: ${when}.${card.venue ? ` Where: ${card.venue}.` : ''}`;
}

/** The events feed's items: newest first (upcoming events on top), at most `limit`. */
export function eventFeedItems(
  events: readonly StoryCard[],
  site: URL,
  limit: number = FEED_ITEM_LIMIT,
): RSSFeedItem[] {
  return [...events]
    .sort(byNewestFirst)
    .slice(0, limit)
    .map((card) => item('events', card, site, 'Event', eventLead(card)));
}

/** A feed's channel; `lastBuildDate` is the snapshot's time, so a rebuild writes the same feed. */
export function feedChannel(
  feed: FeedInfo,
  options: { siteName: string; description: string; site: URL; updated: Date | null },
): Omit<RSSOptions, 'items'> {
  const self = new URL(feed.path, options.site).href;
  return {
    title: `${options.siteName}: ${feed.title.replace(/\s*\(RSS\)$/, '')}`,
    description: options.description,
    site: options.site.href,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      '<language>en-in</language>',
      options.updated ? `<lastBuildDate>${options.updated.toUTCString()}</lastBuildDate>` : '',
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    ].join(''),
  };
}
