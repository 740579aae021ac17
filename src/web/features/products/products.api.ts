import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_UPLOAD_TEXTS, UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  adminProductSchema,
  type BulkBody,
  type ProductInput,
  productListResponseSchema,
  productUploadResultSchema,
} from '#domain/products/product-admin.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest, endSessionOn401 } from '../../lib/api-client.ts';
import { storedToken } from '../../lib/session.ts';

export type { AdminProduct };

export type ProductListParams = { page: number; search: string; category: string; status: string };
export type ProductTrashParams = {
  page: number;
  search: string;
  category: string;
  deletedDateFilter: string;
};
export type ProductPage = { items: AdminProduct[]; page: number; pages: number; total: number };

const productReply = dataEnvelope(adminProductSchema);

function queryString(values: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (String(value).trim()) query.set(key, String(value).trim());
  return query.toString();
}

async function fetchPage(path: string, signal?: AbortSignal): Promise<ProductPage> {
  const body = await apiRequest(path, { signal, schema: productListResponseSchema });
  const { products, pagination } = body.data;
  return { items: products, page: pagination.page, pages: pagination.pages, total: pagination.total };
}

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (p: ProductListParams) => ['admin', 'products', 'list', p] as const,
  trash: (p: ProductTrashParams) => ['admin', 'products', 'trash', p] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
};

/** GET /api/products/admin/list (spec 002 §2 Product list; decision 024): 10 a page, any status. */
export function useAdminProducts(params: ProductListParams) {
  return useQuery({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) =>
      fetchPage(
        `/api/products/admin/list?${queryString({ ...params, limit: ADMIN_PRODUCTS_PAGE_SIZE })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/products/admin/trash (spec 002 §2 Product trash). */
export function useProductTrash(params: ProductTrashParams) {
  return useQuery({
    queryKey: productKeys.trash(params),
    queryFn: ({ signal }) =>
      fetchPage(
        `/api/products/admin/trash?${queryString({ ...params, limit: ADMIN_PRODUCTS_PAGE_SIZE })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/products/admin/item/${encodeURIComponent(id)}`, {
          signal,
          schema: productReply,
        })
      ).data,
    enabled: Boolean(id),
    staleTime: 0,
    retry: false,
  });
}

export async function saveProduct(id: string | null, input: ProductInput): Promise<AdminProduct> {
  const body = await apiRequest(id ? `/api/products/${encodeURIComponent(id)}` : '/api/products', {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: productReply,
  });
  return body.data;
}

export type ProductAction =
  | { kind: 'status'; id: string; status: 'active' | 'inactive' }
  | { kind: 'trash'; id: string }
  | { kind: 'restore'; id: string }
  | { kind: 'deletePermanently'; id: string }
  | { kind: 'emptyTrash' }
  | { kind: 'bulk'; body: BulkBody };

const messageEnvelope = z.object({ success: z.literal(true), message: z.string().optional() });

/** One state change of spec 002 §4 (calls of §7); answers the server's success message. */
export async function runProductAction(action: ProductAction): Promise<string | undefined> {
  const path = (id: string, rest = '') => `/api/products/${encodeURIComponent(id)}${rest}`;
  const call = (url: string, method: 'POST' | 'PATCH' | 'DELETE', body?: unknown) =>
    apiRequest(url, { method, body, schema: messageEnvelope }).then((r) => r.message);
  switch (action.kind) {
    case 'status':
      return call(path(action.id, '/status'), 'PATCH', { status: action.status });
    case 'trash':
      return call(path(action.id), 'DELETE');
    case 'restore':
      return call(path(action.id, '/restore'), 'POST', {});
    case 'deletePermanently':
      return call(path(action.id, '/permanent'), 'DELETE');
    case 'emptyTrash':
      return call('/api/products/admin/trash', 'DELETE');
    case 'bulk':
      return call('/api/products/bulk', 'POST', action.body);
  }
}

/** Runs an action; every product query reloads afterwards (the list, the trash, a detail). */
export function useProductAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runProductAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export type ProductUploadKind = keyof typeof PRODUCT_UPLOAD_TEXTS;
const UPLOAD_CALLS: Record<ProductUploadKind, { url: string; field: string }> = {
  productImage: { url: '/api/products/upload', field: 'image' },
  video: { url: '/api/products/upload-video', field: 'video' },
  zip: { url: '/api/products/upload-zip', field: 'zip' },
  document: { url: '/api/products/upload-guide', field: 'guide' },
};

/** The message a chosen file earns before it is sent (spec 002 §5), or null. */
export function productFileProblem(kind: ProductUploadKind, file: File): string | null {
  const rule = UPLOAD_RULES[kind];
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  const name = file.name.toLowerCase();
  if (kind === 'productImage' && !file.type.startsWith('image/')) return rule.wrongTypeMessage;
  if (kind === 'video' && !/\.(mp4|webm)$/.test(name)) return rule.wrongTypeMessage;
  if (kind === 'zip' && !name.endsWith('.zip')) return rule.wrongTypeMessage;
  if (kind === 'document' && !/\.(pdf|docx?|txt)$/.test(name)) return rule.wrongTypeMessage;
  return null;
}

export class UploadFailure extends Error {}

/**
 * Sends one product file with XMLHttpRequest, the one browser API that reports upload progress, within the
 * spec's time-out of its kind (002 §9); answers the stored path. Failures carry the spec's messages (§8).
 */
export function uploadProductFile(
  kind: ProductUploadKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ path: string; url: string }> {
  const texts = PRODUCT_UPLOAD_TEXTS[kind];
  const { url, field } = UPLOAD_CALLS[kind];
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = texts.timeoutMs;
    const token = storedToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new UploadFailure(texts.timeout));
    xhr.onerror = () => reject(new UploadFailure(texts.failed));
    xhr.onload = () => {
      endSessionOn401(xhr.status, token);
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(new UploadFailure(texts.failed));
      }
      const parsed = productUploadResultSchema.safeParse(body);
      if (xhr.status === 200 && parsed.success) {
        onProgress(1);
        return resolve({ path: parsed.data.data.path, url: parsed.data.data.url });
      }
      const message = (body as { message?: unknown } | null)?.message;
      // a refusal says why (too large, wrong type); anything else is the spec's failure text
      reject(new UploadFailure(xhr.status >= 400 && typeof message === 'string' ? message : texts.failed));
    };
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** The URL a stored path is served at (public/… → /api/public/…). */
export const mediaUrl = (stored: string | null) => (stored ? `/api/${stored.replace(/^\/+/, '')}` : null);
