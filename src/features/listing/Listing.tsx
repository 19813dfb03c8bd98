/** A filtered listing's view, hydrated once idle (`client:idle`). */
import type { ComponentType, ReactNode } from 'react';
import { formatIndianNumber } from '~/lib/format';
import { LISTING_PAGE_SIZE, scopeOf } from '~/features/listing/query';
import { fill, fillCount } from '~/lib/fill';
import {
  itemAnchor,
  type CardBase,
  type CardOf,
  type InitialView,
  type ListingIndex,
  type ListingKind,
} from '~/features/listing/model';
import type { ListingWords } from '~/i18n';
import { ListingFilters, type FilterSet } from './ListingFilters';
import { useListing, type ListingOptions } from './useListing';
import {
  AlbumCardView,
  HighlightCardView,
  StoryCardView,
  VideoCardView,
  type CardProps,
} from '~/features/listing/CardViews';
import { island } from '~/lib/island';
import './Listing.css';

export interface ListingProps<C extends CardBase> extends ListingOptions<C> {
  words: ListingWords;
  filters: FilterSet;
  /** The first ones load their picture at once. */
  renderCard(card: C, position: number, now: Date | null): ReactNode;
  /** `listing__grid--albums` ... */
  gridClass?: string;
}

export function Listing<C extends CardBase>(props: ListingProps<C>) {
  const { words, filters, renderCard, gridClass } = props;
  const model = useListing(props);
  const { state, status, total, cards } = model;
  const search = state.search.trim();

  const scope = scopeOf(state, words);
  const count = fillCount(search ? words.countMatching : words.count, total, {
    count: formatIndianNumber(total),
    scope,
    search,
  });
  const statusText = status === 'loading' ? words.loading : status === 'ready' ? count : '';

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <div className="notice listing__message" role="alert">
        <p>{fill(words.failed, { scope })}</p>
        <button type="button" className="button" onClick={model.retry}>
          {words.tryAgain}
        </button>
      </div>
    );
  } else if (model.empty) {
    body = <p className="notice notice--empty listing__message">{words.empty}</p>;
  } else if (cards.length === 0 && status === 'ready') {
    const [text, action, onClick] = model.yearEmpty
      ? [fill(words.yearEmpty, { scope }), words.showAllYears, model.showAllYears]
      : [words.noMatch, words.clearFilters, model.clearFilters];
    body = (
      <div className="notice notice--empty listing__message">
        <p>{text}</p>
        <button type="button" className="button button--ghost" onClick={onClick}>
          {action}
        </button>
      </div>
    );
  } else {
    body = (
      <ul
        className={`listing__grid ${gridClass ?? ''}`.trim()}
        role="list"
        aria-busy={status === 'loading'}
      >
        {cards.map((card, position) => {
          const id = itemAnchor(card.key);
          const isTarget = id === model.target;
          return (
            <li
              key={card.key}
              id={id}
              className={isTarget ? 'listing__item listing__item--target' : 'listing__item'}
              tabIndex={isTarget ? -1 : undefined}
            >
              {renderCard(card, position, model.now)}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="listing">
      <ListingFilters model={model} filters={filters} words={words} />
      <p className="listing__count" role="status">
        {statusText}
      </p>
      {body}
      {model.hasMore && status !== 'failed' && (
        <div className="listing__more">
          <p className="listing__shown" aria-live="polite">
            {fillCount(words.shown, cards.length, {
              shown: formatIndianNumber(cards.length),
              total: formatIndianNumber(total),
            })}
          </p>
          <button type="button" className="button button--ghost" onClick={model.showMore}>
            {fillCount(words.showMore, Math.min(LISTING_PAGE_SIZE, total - cards.length))}
          </button>
        </div>
      )}
    </div>
  );
}

type KindProps<K extends ListingKind> = Pick<ListingProps<CardOf[K]>, 'filters' | 'gridClass'> & {
  View: ComponentType<CardProps<CardOf[K]>>;
};

const all = { month: true, search: true };
const yearOnly = { month: false, search: false };

const KINDS: { [K in ListingKind]: KindProps<K> } = {
  news: { filters: all, View: StoryCardView },
  events: { filters: all, View: StoryCardView },
  highlights: { filters: all, gridClass: 'listing__grid--text', View: HighlightCardView },
  albums: { filters: yearOnly, View: AlbumCardView },
  videos: { filters: yearOnly, View: VideoCardView },
};

interface Props<K extends ListingKind> {
  kind: K;
  index: ListingIndex;
  initial: InitialView<CardOf[K]>;
  words: ListingWords;
}

function ListingIsland<K extends ListingKind>(props: Props<K>) {
  const spec = KINDS[props.kind] as KindProps<K>;
  return (
    <Listing<CardOf[K]>
      {...props}
      filters={spec.filters}
      gridClass={spec.gridClass}
      renderCard={(card, position, now) => (
        <spec.View card={card} words={props.words} eager={position === 0} now={now} />
      )}
    />
  );
}

export default island<Props<ListingKind>>((props) => `The ${props.kind} listing`, ListingIsland);
