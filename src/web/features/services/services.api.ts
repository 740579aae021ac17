import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import {
  type AdminService,
  adminServiceResponse,
  type ServiceInput,
  serviceTrashResponse,
  serviceUploadResult,
} from '#domain/services/service.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { serviceCardSchema } from '#domain/site/home.schema.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

export type { AdminService };

const serviceListResponse = dataEnvelope(z.array(serviceCardSchema));
export type ServiceCardItem = z.infer<typeof serviceCardSchema>;

export const serviceKeys = {
  all: ['admin', 'services'] as const,
  list: ['admin', 'services', 'list'] as const,
  trash: (search: string) => ['admin', 'services', 'trash', search] as const,
};

/** GET /api/services?limit=0 (spec 000 §9: the admin loads all). */
export function useAdminServices() {
  return useQuery({
    queryKey: serviceKeys.list,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/services?limit=0', { signal, schema: serviceListResponse })).data,
    staleTime: 0,
  });
}

/** GET /api/services/trash?search= */
export function useServiceTrash(search: string) {
  return useQuery({
    queryKey: serviceKeys.trash(search),
    queryFn: async ({ signal }) => {
      const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : '';
      return (await apiRequest(`/api/services/trash${query}`, { signal, schema: serviceTrashResponse })).data;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export async function createService(input: ServiceInput): Promise<AdminService> {
  return (await apiRequest('/api/services', { method: 'POST', body: input, schema: adminServiceResponse }))
    .data;
}

export async function updateService(id: string, input: ServiceInput): Promise<AdminService> {
  return (
    await apiRequest(`/api/services/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: input,
      schema: adminServiceResponse,
    })
  ).data;
}

const SERVICE_IMAGE = UPLOAD_RULES.serviceImage;

/** The message a chosen file earns before any upload (5 MB, images), or null when it may be sent. */
export function serviceImageProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return SERVICE_IMAGE.wrongTypeMessage;
  if (file.size > SERVICE_IMAGE.maxBytes) return SERVICE_IMAGE.tooLargeMessage;
  return null;
}

/** POST /api/services/upload (spec 001 §7, §8): the image's path, or the spec's message for what went wrong. */
export async function uploadServiceImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  try {
    const body = await apiRequest('/api/services/upload', {
      method: 'POST',
      body: form,
      timeoutMs: 60_000,
      schema: serviceUploadResult.partial({ imagePath: true, fullPath: true }),
    });
    if (!body.imagePath) throw new Error('Không nhận được đường dẫn ảnh từ server');
    return body.imagePath;
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw new Error(SERVICE_IMAGE.tooLargeMessage);
    if (error instanceof ApiError) throw new Error(error.serverMessage ?? 'Không thể tải ảnh lên');
    throw error;
  }
}
