import { type ReactNode, useId } from 'react';

export type SelectFilter = {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
};

/** A row of labelled select filters (type, status…), with room for a search box and buttons. */
export function FilterBar({ filters = [], children }: { filters?: SelectFilter[]; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {children}
      {filters.map((filter) => (
        <FilterSelect key={filter.id} filter={filter} />
      ))}
    </div>
  );
}

function FilterSelect({ filter }: { filter: SelectFilter }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {filter.label}
      </label>
      <select
        id={id}
        value={filter.value}
        onChange={(event) => filter.onChange(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
