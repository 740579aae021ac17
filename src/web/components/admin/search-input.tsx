import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

type SearchInputProps = {
  /** Called with the trimmed term `delayMs` after the last keystroke, and only when the term changed. */
  onSearch: (term: string) => void;
  delayMs: number;
  label: string;
  placeholder?: string;
  initialValue?: string;
  className?: string;
};

/**
 * A search box that waits for the typing to stop. It reports a term only when it differs from the last one:
 * a report on mount would reset a screen's page after the user had already moved on (the paging bug).
 */
export function SearchInput({
  onSearch,
  delayMs,
  label,
  placeholder,
  initialValue = '',
  className = 'w-full max-w-sm',
}: SearchInputProps) {
  const [value, setValue] = useState(initialValue);
  const reported = useRef(initialValue.trim());
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    const term = value.trim();
    if (term === reported.current) return;
    const timer = window.setTimeout(() => {
      reported.current = term;
      onSearchRef.current(term);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);

  return (
    <div className={`relative max-w-full ${className}`}>
      <Search className="absolute top-2.5 left-3 size-4 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm"
      />
    </div>
  );
}
