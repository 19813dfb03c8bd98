/** The filters apply as they change; the submit button is for those who expect Enter to apply. */
import { useId } from 'react';
import { MAX_SEARCH_LENGTH } from './model';
import type { useListing } from './Listing';
import type { ListingWords } from '~/i18n';

/** Besides the year. */
export interface FilterSet {
  month: boolean;
  search: boolean;
}

interface Props {
  model: ReturnType<typeof useListing>;
  filters: FilterSet;
  words: ListingWords;
}

export function ListingFilters({ model, filters, words }: Props) {
  const id = useId();
  const disabled = !model.hydrated;
  const { state } = model;
  const selects = [
    {
      name: 'year',
      label: words.year,
      value: String(state.year),
      options: [['all', words.allYears], ...model.years.map((year) => [String(year), year])],
      set: (value: string) => model.setYear(value === 'all' ? 'all' : Number(value)),
    },
    {
      name: 'month',
      label: words.month,
      value: String(state.month ?? ''),
      options: [
        ['', words.allMonths],
        ...model.months.map((m) => [String(m), words.months[m - 1]]),
      ],
      set: (value: string) => model.setMonth(value === '' ? null : Number(value)),
    },
  ].slice(0, filters.month ? 2 : 1);
  return (
    <form
      className={`listing-filters${filters.month || filters.search ? '' : ' listing-filters--compact'}`}
      role="search"
      aria-label={words.filter}
      onSubmit={(event) => event.preventDefault()}
    >
      {selects.map((select) => (
        <div className="listing-filters__field" key={select.name}>
          <label htmlFor={`${id}-${select.name}`}>{select.label}</label>
          <select
            id={`${id}-${select.name}`}
            value={select.value}
            disabled={disabled}
            onChange={(event) => select.set(event.currentTarget.value)}
          >
            {select.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      ))}
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
