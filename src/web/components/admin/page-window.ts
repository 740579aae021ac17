/** A page button, or a gap ('…') between buttons that are not neighbours. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The numbered buttons of a pager: the first and last page and the current page ±`radius`
 * (spec 001 §2: numbered page buttons), with a gap where pages are left out.
 */
export function pageWindow(current: number, pages: number, radius = 2): PageItem[] {
  const total = Math.max(1, Math.floor(pages));
  const page = clampPage(current, total);
  const items: PageItem[] = [];
  let previous = 0;
  for (let n = 1; n <= total; n += 1) {
    if (n !== 1 && n !== total && Math.abs(n - page) > radius) continue;
    if (n - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: n });
    previous = n;
  }
  return items;
}

/** A page number kept within 1…pages (a list that shrank, e.g. after a delete, keeps a real page). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, Math.floor(pages)));
}

/** How many rows the pages before `page` hold: where a page's row numbers continue from. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * pageSize;
}
