/**
 * The filter bar of a listing. The filters apply as they change, but a form still needs a submit
 * button: keyboard and assistive-technology users expect Enter or a button to apply it.
 */
import { useId } from 'react';
import { MAX_SEARCH_LENGTH, type YearChoice } from '~/features/listing/query';
import type { CardBase } from '~/features/listing/model';
import type { ListingWords } from '~/i18n';
import type { ListingModel } from './useListing';

/** Besides the year. */
export interface FilterSet {
  month: boolean;
  search: boolean;
}

interface Props<C extends CardBase> {
  model: ListingModel<C>;
  filters: FilterSet;
  words: ListingWords;
}

export function ListingFilters<C extends CardBase>({ model, filters, words }: Props<C>) {
  const id = useId();
  const disabled = !model.hydrated;
  const { state } = model;
  return (
    <form
      className={`listing-filters${filters.month || filters.search ? '' : ' listing-filters--compact'}`}
      role="search"
      aria-label={words.filter}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="listing-filters__field">
        <label htmlFor={`${id}-year`}>{words.year}</label>
        <select
          id={`${id}-year`}
          value={String(state.year)}
          disabled={disabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            model.setYear((value === 'all' ? 'all' : Number(value)) as YearChoice);
          }}
        >
          <option value="all">{words.allYears}</option>
          {model.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {filters.month && (
        <div className="listing-filters__field">
          <label htmlFor={`${id}-month`}>{words.month}</label>
          <select
            id={`${id}-month`}
            value={state.month ?? ''}
            disabled={disabled}
            onChange={(event) => {
              const value = event.currentTarget.value;
              model.setMonth(value === '' ? null : Number(value));
            }}
          >
            <option value="">{words.allMonths}</option>
            {model.months.map((month) => (
              <option key={month} value={month}>
                {words.months[month - 1]}
              </option>
            ))}
          </select>
        </div>
      )}
      {filters.search && (
        <div className="listing-filters__field listing-filters__field--search">
          <label htmlFor={`${id}-search`}>{words.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={state.search}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            onChange={(event) => model.setSearch(event.currentTarget.value)}
          />
        </div>
      )}
      <button type="submit" disabled={disabled}>
        {words.apply}
      </button>
    </form>
  );
}
