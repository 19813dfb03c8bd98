/**
 * The view of a filtered listing: filter bar, a live count, the cards, 'Show more', and honest
 * messages for an empty listing, a filter with no result, and a year that could not be loaded.
 * Behaviour lives in `useListing`; each page's island (NewsListing ...) picks the card.
 *
 * Pages hydrate these islands with `client:idle`: on a slow phone the first card's picture (the
 * largest paint) then loads before React does, about 1.5 s sooner in Lighthouse's mobile run than
 * with `client:load`. Until the island runs, the pre-rendered default view shows and the controls
 * are disabled; a filter named in the URL applies as soon as it runs.
 */
import type { ReactNode } from 'react';
import { formatIndianNumber } from '~/lib/shared/format';
import { LISTING_PAGE_SIZE, scopeOf } from '~/lib/shared/listingQuery';
import { itemAnchor, type CardBase } from '~/lib/shared/listingCards';
import { ListingFilters, type FilterSet } from './ListingFilters';
import { useListing, type ListingOptions } from './useListing';
import './Listing.css';

/** How a listing names what it lists. */
export interface Noun {
  one: string;
  many: string;
}

/** Props of `Listing`. */
export interface ListingProps<C extends CardBase> extends ListingOptions<C> {
  noun: Noun;
  filters: FilterSet;
  /** Shown when the listing has nothing at all (no item in the snapshot or the API). */
  emptyText: string;
  /** One card; `position` is its place in the list (the first ones load their picture at once). */
  renderCard(card: C, position: number, now: Date | null): ReactNode;
  /** Extra class for the card grid (`listing__grid--albums` ...). */
  gridClass?: string;
}

/** A filtered listing with its filter bar. */
export function Listing<C extends CardBase>(props: ListingProps<C>) {
  const { noun, filters, emptyText, renderCard, gridClass } = props;
  const model = useListing(props);
  const { state, status, total, cards } = model;
  const search = state.search.trim();

  let count = `${formatIndianNumber(total)} ${total === 1 ? noun.one : noun.many} ${scopeOf(state)}`;
  if (search) count += ` matching “${search}”`;
  const statusText =
    status === 'loading' ? `Loading ${noun.many}…` : status === 'ready' ? count : '';

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <div className="notice listing__message" role="alert">
        <p>
          The {noun.many} {scopeOf(state)} could not be loaded. Please check your connection and try
          again.
        </p>
        <button type="button" className="button" onClick={model.retry}>
          Try again
        </button>
      </div>
    );
  } else if (model.empty) {
    body = <p className="notice notice--empty listing__message">{emptyText}</p>;
  } else if (cards.length === 0 && status === 'ready') {
    body = model.yearEmpty ? (
      <div className="notice notice--empty listing__message">
        <p>
          No {noun.many} {scopeOf(state)} yet. Stay tuned for more updates.
        </p>
        <button type="button" className="button button--ghost" onClick={model.showAllYears}>
          Show all years
        </button>
      </div>
    ) : (
      <div className="notice notice--empty listing__message">
        <p>No {noun.many} match these filters.</p>
        <button type="button" className="button button--ghost" onClick={model.clearFilters}>
          Clear month and search
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
      <ListingFilters model={model} filters={filters} plural={noun.many} />
      <p className="listing__count" role="status">
        {statusText}
      </p>
      {body}
      {model.hasMore && status !== 'failed' && (
        <div className="listing__more">
          <p className="listing__shown" aria-live="polite">
            Showing {formatIndianNumber(cards.length)} of {formatIndianNumber(total)}
          </p>
          <button type="button" className="button button--ghost" onClick={model.showMore}>
            Show {Math.min(LISTING_PAGE_SIZE, total - cards.length)} more
            <span className="visually-hidden"> {noun.many}</span>
          </button>
        </div>
      )}
    </div>
  );
}
