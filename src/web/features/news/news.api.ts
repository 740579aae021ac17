import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type Article,
  type ArticleInput,
  adminNewsListResponseSchema,
  articleResponseSchema,
  keywordSuggestionsResponseSchema,
  newsTrashResponseSchema,
} from '#domain/news/article.schema.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { pageCount } from '#domain/shared/pagination.rules.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** An article as the admin screens read it: the API's shape (spec 001 §3). */
export type AdminArticle = Article;

export type NewsListPage = { items: AdminArticle[]; page: number; pages: number; total: number };

/** GET /api/news/admin/list (decision 024): one page of the admin list, deleted articles left out. */
async function fetchAdminNews(
  params: { page: number; search: string },
  signal?: AbortSignal,
): Promise<NewsListPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(ADMIN_NEWS_PAGE_SIZE),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  const body = await apiRequest(`/api/news/admin/list?${query}`, {
    signal,
    schema: adminNewsListResponseSchema,
  });
  const items = body.data.filter((article) => !article.isDeleted);
  const total = body.pagination?.total ?? items.length;
  const pages = body.pagination?.pages ?? pageCount(total, ADMIN_NEWS_PAGE_SIZE);
  return { items, page: body.pagination?.page ?? params.page, pages, total };
}

/** GET /api/news/trash (spec 001 §7). */
async function fetchNewsTrash(search: string, signal?: AbortSignal): Promise<AdminArticle[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
  const body = await apiRequest(`/api/news/trash${query}`, { signal, schema: newsTrashResponseSchema });
  return body.data;
}

/** GET /api/news/admin/{idOrSlug} (decision 024): any article, drafts included. */
export async function fetchAdminArticle(idOrSlug: string, signal?: AbortSignal): Promise<AdminArticle> {
  const body = await apiRequest(`/api/news/admin/${encodeURIComponent(idOrSlug)}`, {
    signal,
    schema: articleResponseSchema,
  });
  return body.data;
}

export const newsKeys = {
  all: ['admin', 'news'] as const,
  list: (page: number, search: string) => ['admin', 'news', 'list', page, search] as const,
  trash: (search: string) => ['admin', 'news', 'trash', search] as const,
  detail: (idOrSlug: string) => ['admin', 'news', 'detail', idOrSlug] as const,
};

export function useAdminNews(page: number, search: string) {
  return useQuery({
    queryKey: newsKeys.list(page, search),
    queryFn: ({ signal }) => fetchAdminNews({ page, search }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNewsTrash(search: string) {
  return useQuery({
    queryKey: newsKeys.trash(search),
    queryFn: ({ signal }) => fetchNewsTrash(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminArticle(idOrSlug: string) {
  return useQuery({
    queryKey: newsKeys.detail(idOrSlug),
    queryFn: ({ signal }) => fetchAdminArticle(idOrSlug, signal),
    staleTime: 0,
  });
}

export async function createArticle(input: ArticleInput): Promise<AdminArticle> {
  const path = input.status === 'draft' ? '/api/news/draft' : '/api/news';
  const body = await apiRequest(path, { method: 'POST', body: input, schema: articleResponseSchema });
  return body.data;
}

export async function updateArticle(id: string, input: ArticleInput): Promise<AdminArticle> {
  const body = await apiRequest(`/api/news/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: articleResponseSchema,
  });
  return body.data;
}

export type NewsAction =
  | { kind: 'publish'; id: string; scheduledPublishDate: string | null }
  | { kind: 'publishNow'; id: string }
  | { kind: 'trash'; id: string }
  | { kind: 'restore'; id: string }
  | { kind: 'deletePermanently'; id: string };

/** The state changes of spec 001 §4, one call each (§7). */
export async function runNewsAction(action: NewsAction): Promise<void> {
  const id = encodeURIComponent(action.id);
  switch (action.kind) {
    case 'publish':
      await apiRequest(`/api/news/${id}/publish`, {
        method: 'PATCH',
        body: action.scheduledPublishDate ? { scheduledPublishDate: action.scheduledPublishDate } : {},
      });
      return;
    case 'publishNow':
      await apiRequest(`/api/news/${id}/publish`, { method: 'PATCH', body: {} });
      return;
    case 'trash':
      await apiRequest(`/api/news/${id}`, { method: 'DELETE' });
      return;
    case 'restore':
      await apiRequest(`/api/news/${id}/restore`, { method: 'PATCH', body: {} });
      return;
    case 'deletePermanently':
      await apiRequest(`/api/news/${id}/permanent`, { method: 'DELETE' });
      return;
  }
}

// spec 001 §8: the failure text of each action; publishing shows the server's message when it sent one.
const ACTION_FAILURES: Record<NewsAction['kind'], string> = {
  publish: 'Không thể xuất bản bản nháp. Vui lòng thử lại.',
  publishNow: 'Không thể xuất bản ngay. Vui lòng thử lại.',
  trash: newsResource.messages.failed.trash,
  restore: newsResource.messages.failed.restore,
  deletePermanently: newsResource.messages.failed.deletePermanently,
};

export function actionFailureMessage(kind: NewsAction['kind'], error: unknown): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  if (kind === 'publish' && serverMessage) return serverMessage;
  // a refusal (no right, SEO score too low) says why rather than "try again"
  if (error instanceof ApiError && (error.status === 403 || error.status === 409) && serverMessage) {
    return serverMessage;
  }
  return ACTION_FAILURES[kind];
}

/** spec 001 §8 "News successes". */
export function actionSuccessMessage(action: NewsAction): string {
  switch (action.kind) {
    case 'publish':
      return action.scheduledPublishDate ? NEWS_MESSAGES.draftScheduled : NEWS_MESSAGES.draftPublished;
    case 'publishNow':
      return NEWS_MESSAGES.publishedNow;
    case 'trash':
      return newsResource.messages.done.trash;
    case 'restore':
      return newsResource.messages.done.restore;
    case 'deletePermanently':
      return newsResource.messages.done.deletePermanently;
  }
}

/** One action with its toasts; every news query reloads afterwards (spec 001 §4: the list reloads). */
export function useNewsAction(options: { onDone?: (action: NewsAction) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runNewsAction,
    onSuccess: async (_data, action) => {
      await queryClient.invalidateQueries({ queryKey: newsKeys.all });
      options.onDone?.(action);
    },
  });
}

/** GET /api/news/keywords?search= (spec 001 §7 "search keywords"): keywords other articles use. */
export async function searchKeywords(search: string): Promise<string[]> {
  const body = await apiRequest(`/api/news/keywords?${new URLSearchParams({ search })}`, {
    schema: keywordSuggestionsResponseSchema,
  });
  return body.data;
}
