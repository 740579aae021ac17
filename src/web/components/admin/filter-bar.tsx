import { type ReactNode, useId } from 'react';

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
