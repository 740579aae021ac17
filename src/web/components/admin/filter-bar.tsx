import { type ReactNode, useId } from 'react';
import type { ListState } from './list-state.ts';

export type SelectFilter = {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

/** A filter typed in rather than chosen: a text (an e-mail) or a date. */
export type FieldFilter = {
  id: string;
  label: string;
  value: string;
  type: 'text' | 'date';
  onChange: (value: string) => void;
};

export type Filter = SelectFilter | FieldFilter;

/**
 * A select's options: 'all' first ('Tất cả' unless the screen words it, the empty value unless `allValue`
 * says), then one for each label.
 */
export function labelOptions(labels: Readonly<Record<string, string>>, all = 'Tất cả', allValue = '') {
  return [
    { value: allValue, label: all },
    ...Object.entries(labels).map(([value, label]) => ({ value, label })),
  ];
}

type Keyed<F extends Record<string, string>> = { id: keyof F & string; label: string };

/** A select over one of a list's filters, its value kept in the address (decision 011). */
export function selectFilter<F extends Record<string, string>>(
  list: ListState<F>,
  { id, label, value = list.filters[id] ?? '' }: Keyed<F> & { value?: string },
  options: SelectFilter['options'],
): SelectFilter {
  return { id, label, value, options, onChange: (next) => list.setFilter(id, next) };
}

/** A text or date field over one of a list's filters, its value kept in the address. */
export function fieldFilter<F extends Record<string, string>>(
  list: ListState<F>,
  { id, label }: Keyed<F>,
  type: FieldFilter['type'],
): FieldFilter {
  return { id, label, value: list.filters[id] ?? '', type, onChange: (next) => list.setFilter(id, next) };
}

const control = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

/** A row of labelled filters (type, status, dates…), with room for a search box and buttons. */
export function FilterBar({ filters = [], children }: { filters?: Filter[]; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {children}
      {filters.map((filter) => (
        <FilterControl key={filter.id} filter={filter} />
      ))}
    </div>
  );
}

function FilterControl({ filter }: { filter: Filter }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {filter.label}
      </label>
      {'options' in filter ? (
        <select
          id={id}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
          className={control}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={filter.type}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
          className={control}
        />
      )}
    </div>
  );
}
