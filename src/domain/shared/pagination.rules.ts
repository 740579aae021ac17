import type { Pagination } from './envelope.schema.ts';

/** How many pages a list of `total` items shows at `limit` a page: at least 1, so an empty list has page 1. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The pager of one page of a list. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: pageCount(total, limit) };
}
