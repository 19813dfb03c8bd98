/**
 * Island of the five filtered listings (/News, /NewsEvents, /Highlights, /PhotoGallery,
 * /VideoGallery): one `Listing` whose filters and card depend on `kind`, and whose words come from
 * the page in its language (src/i18n `listing`). News, events and highlights filter by year, month
 * and title; albums and videos by year only. Each opens on this year, else last year, else all
 * years (src/features/listing/model.ts `START_RULES`).
 */
import type { ReactNode } from 'react';
import type { CardOf, InitialView, ListingIndex, ListingKind } from '~/features/listing/model';
import type { ListingWords } from '~/i18n';
import { AlbumCardView, HighlightCardView, StoryCardView, VideoCardView } from './CardViews';
import { Listing, type ListingProps } from './Listing';
import { island } from '~/lib/island';

type KindProps<K extends ListingKind> = Pick<ListingProps<CardOf[K]>, 'filters' | 'gridClass'> & {
  card(card: CardOf[K], words: ListingWords, position: number, now: Date | null): ReactNode;
};

const all = { month: true, search: true };
const yearOnly = { month: false, search: false };

/** News items and events share one card. */
const storyCard: KindProps<'news'>['card'] = (card, words, position) => (
  <StoryCardView card={card} words={words} eager={position === 0} />
);

const KINDS: { [K in ListingKind]: KindProps<K> } = {
  news: { filters: all, card: storyCard },
  events: { filters: all, card: storyCard },
  highlights: {
    filters: all,
    gridClass: 'listing__grid--text',
    card: (card, words, _position, now) => (
      <HighlightCardView card={card} words={words} now={now} />
    ),
  },
  albums: {
    filters: yearOnly,
    card: (card, words, position) => (
      <AlbumCardView card={card} words={words} eager={position === 0} />
    ),
  },
  videos: {
    filters: yearOnly,
    card: (card, words, position) => (
      <VideoCardView card={card} words={words} eager={position === 0} />
    ),
  },
};

interface Props<K extends ListingKind> {
  kind: K;
  /** The listing's index and its pre-rendered first view (src/features/listing/build.ts). */
  index: ListingIndex;
  initial: InitialView<CardOf[K]>;
  /** Its words, in the page's language (src/i18n `listingWords`). */
  words: ListingWords;
}

function ListingIsland<K extends ListingKind>(props: Props<K>) {
  const spec = KINDS[props.kind] as KindProps<K>;
  return (
    <Listing<CardOf[K]>
      {...props}
      filters={spec.filters}
      gridClass={spec.gridClass}
      renderCard={(card, position, now) => spec.card(card, props.words, position, now)}
    />
  );
}

export default island<Props<ListingKind>>((props) => `The ${props.kind} listing`, ListingIsland);
