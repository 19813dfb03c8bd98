/**
 * Island of the five filtered listings (/News, /NewsEvents, /Highlights, /PhotoGallery,
 * /VideoGallery): one `Listing` whose words, filters and card depend on `kind`. News, events and
 * highlights filter by year, month and title; albums and videos by year only. Each opens on this
 * year, else last year, else all years (src/lib/shared/listingCards.ts `START_RULES`).
 */
import type { ReactNode } from 'react';
import type { CardOf, InitialView, ListingIndex, ListingKind } from '~/lib/shared/listingCards';
import { AlbumCardView, HighlightCardView, StoryCardView, VideoCardView } from './cards';
import { Listing, type ListingProps } from './Listing';
import { island } from '~/islands/Island/island';

type KindProps<K extends ListingKind> = Pick<
  ListingProps<CardOf[K]>,
  'noun' | 'filters' | 'emptyText' | 'gridClass'
> & { renderCard(card: CardOf[K], position: number, now: Date | null): ReactNode };

const all = { month: true, search: true };
const yearOnly = { month: false, search: false };
const later = 'Stay tuned for more updates.';

const KINDS: { [K in ListingKind]: KindProps<K> } = {
  news: {
    noun: { one: 'news item', many: 'news items' },
    filters: all,
    emptyText: `No news yet. ${later}`,
    renderCard: (card, position) => <StoryCardView card={card} eager={position === 0} />,
  },
  events: {
    noun: { one: 'event', many: 'events' },
    filters: all,
    emptyText: `No events yet. ${later}`,
    renderCard: (card, position) => <StoryCardView card={card} eager={position === 0} />,
  },
  highlights: {
    noun: { one: 'highlight', many: 'highlights' },
    filters: all,
    emptyText: 'Stay tuned for the latest updates.',
    gridClass: 'listing__grid--text',
    renderCard: (card, _position, now) => <HighlightCardView card={card} now={now} />,
  },
  albums: {
    noun: { one: 'album', many: 'albums' },
    filters: yearOnly,
    emptyText: `No photo albums yet. ${later}`,
    renderCard: (card, position) => <AlbumCardView card={card} eager={position === 0} />,
  },
  videos: {
    noun: { one: 'video', many: 'videos' },
    filters: yearOnly,
    emptyText: `No videos yet. ${later}`,
    renderCard: (card, position) => <VideoCardView card={card} eager={position === 0} />,
  },
};

/** Props: the kind, the listing's index and its pre-rendered first view (src/lib/live/listingBuild.ts). */
function ListingIsland<K extends ListingKind>(props: {
  kind: K;
  index: ListingIndex;
  initial: InitialView<CardOf[K]>;
}) {
  return <Listing<CardOf[K]> {...props} {...(KINDS[props.kind] as KindProps<K>)} />;
}

export default island(
  (props: { kind: ListingKind }) =>
    `The ${KINDS[props.kind].noun.one.replace(' item', '')} listing`,
  ListingIsland,
);
