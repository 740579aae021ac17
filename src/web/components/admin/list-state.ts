import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type ListState<F extends Record<string, string>> = {
  /** the filters, each its value in the address or its default */
  filters: F;
  /** 1-based; page 1 is left out of the address */
  page: number;
  /** sets one filter and goes back to page 1 (a filtered list starts at its beginning) */
  setFilter: (key: keyof F & string, value: string) => void;
  setPage: (page: number) => void;
};

/**
 * The state of an admin list — its filters (search term, category, status…) and its page — kept in the address
 * (`?search=…&status=…&page=2`), so that back, reload and a shared link show the same list. A value equal to its
 * default is left out. Each list screen reads its filters from here instead of wiring state, page reset and the
 * address by hand (decision 011, the admin kit).
 */
export function useListState<F extends Record<string, string>>(initialDefaults: F): ListState<F> {
  // the defaults of the first render: a screen passes a literal each render
  const defaults = useRef(initialDefaults).current;
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address (its string) is what the values come from
  const filters = useMemo(() => {
    const values: Record<string, string> = {};
    for (const [name, fallback] of Object.entries(defaults)) values[name] = params.get(name) ?? fallback;
    return values as F;
  }, [key]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const isDefault = name === 'page' ? value === '1' : value === (defaults[name] ?? '');
            if (isDefault) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, defaults],
  );
  const setFilter = useCallback(
    (name: string, value: string) => update({ [name]: value, page: '1' }),
    [update],
  );
  const setPage = useCallback((to: number) => update({ page: String(to) }), [update]);
  return { filters, page, setFilter, setPage };
}

/** A page beyond the last (after deleting its rows, or from an old link) moves to the last one. */
export function useKeepPageInRange(
  list: Pick<ListState<never>, 'page' | 'setPage'>,
  pages: number | undefined,
) {
  const { page, setPage } = list;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}
