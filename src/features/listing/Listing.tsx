/**
 * The view of a filtered listing: filter bar, a live count, the cards, 'Show more', and honest
 * messages for an empty listing, a filter with no result, and a year that could not be loaded.
 * Behaviour lives in `useListing`; the listing island (ListingIsland.tsx) picks the card of its kind.
 *
 * Pages hydrate these islands with `client:idle`: on a slow phone the first card's picture (the
 * largest paint) then loads before React does, about 1.5 s sooner in Lighthouse's mobile run than
 * with `client:load`. Until the island runs, the pre-rendered default view shows and the controls
 * are disabled; a filter named in the URL applies as soon as it runs.
 */
import type { ReactNode } from 'react';
import { formatIndianNumber } from '~/lib/format';
import { LISTING_PAGE_SIZE, scopeOf } from '~/features/listing/query';
import { fill, fillCount } from '~/lib/fill';
import { itemAnchor, type CardBase } from '~/features/listing/model';
import type { ListingWords } from '~/i18n';
import { ListingFilters, type FilterSet } from './ListingFilters';
import { useListing, type ListingOptions } from './useListing';
import './Listing.css';

/** Props of `Listing`. */
export interface ListingProps<C extends CardBase> extends ListingOptions<C> {
  /** Every word it shows, in the page's language (nouns and empty text of its kind included). */
  words: ListingWords;
  filters: FilterSet;
  /** One card; `position` is its place in the list (the first ones load their picture at once). */
  renderCard(card: C, position: number, now: Date | null): ReactNode;
  /** Extra class for the card grid (`listing__grid--albums` ...). */
  gridClass?: string;
}

/** A filtered listing with its filter bar. */
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
    body = model.yearEmpty ? (
      <div className="notice notice--empty listing__message">
        <p>{fill(words.yearEmpty, { scope })}</p>
        <button type="button" className="button button--ghost" onClick={model.showAllYears}>
          {words.showAllYears}
        </button>
      </div>
    ) : (
      <div className="notice notice--empty listing__message">
        <p>{words.noMatch}</p>
        <button type="button" className="button button--ghost" onClick={model.clearFilters}>
          {words.clearFilters}
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
