import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Redirect,
  type redirectInputSchema,
  redirectListResponseSchema,
  redirectResponseSchema,
} from '#domain/redirects/redirect.schema.ts';
import { REDIRECTS_PAGE_SIZE } from '#domain/redirects/redirects.resource.ts';
import type { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const redirectKeys = {
  all: ['admin', 'redirects'] as const,
  list: (page: number, search: string) => ['admin', 'redirects', 'list', page, search] as const,
};

/** GET /api/redirects (decision 042): one page, newest first, searched by either address on the server. */
export function useRedirects(search: string, page: number) {
  return useQuery({
    queryKey: redirectKeys.list(page, search),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), limit: String(REDIRECTS_PAGE_SIZE) });
      if (search.trim()) query.set('search', search.trim());
      const body = await apiRequest(`/api/redirects?${query}`, {
        signal,
        schema: redirectListResponseSchema,
      });
      return {
        items: body.data as Redirect[],
        page: body.pagination.page,
        pages: body.pagination.pages,
        total: body.pagination.total,
      };
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/redirects: an admin's redirect of any public path. */
export async function createRedirect(input: z.input<typeof redirectInputSchema>): Promise<Redirect> {
  return (await apiRequest('/api/redirects', { method: 'POST', body: input, schema: redirectResponseSchema }))
    .data;
}
