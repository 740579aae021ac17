import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Contact,
  contactDetailResponseSchema,
  type contactDetailSchema,
  contactEraseResponseSchema,
  contactExportResponseSchema,
  contactListResponseSchema,
  contactMergeResponseSchema,
  contactNoteResponseSchema,
  contactOwnersResponseSchema,
  contactResponseSchema,
  mergePreviewResponseSchema,
  mergeUndoResponseSchema,
} from '#domain/contacts/contact.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { Contact };
export type ContactDetail = z.infer<typeof contactDetailSchema>;
export type ContactListFilters = {
  search: string;
  source: string;
  owner: string;
  activeFrom: string;
  activeTo: string;
};

export const contactKeys = {
  all: ['admin', 'contacts'] as const,
  list: (filters: ContactListFilters, page: number) => ['admin', 'contacts', 'list', filters, page] as const,
  one: (id: string) => ['admin', 'contacts', 'one', id] as const,
  owners: ['admin', 'contacts', 'owners'] as const,
};

const qs = (params: Record<string, string | number>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== '') p.set(k, String(v));
  return p.toString();
};
const at = (id: string, rest = '') => `/api/contacts/${encodeURIComponent(id)}${rest}`;

/** GET /api/contacts: one page of 20, searched without diacritics, filtered. */
export function useContacts(filters: ContactListFilters, page: number) {
  return useQuery({
    queryKey: contactKeys.list(filters, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/contacts?${qs({ ...filters, search: filters.search.trim(), page })}`, {
        signal,
        schema: contactListResponseSchema,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The contact page; `enabled` false once the contact is erased (nothing left to read). */
export function useContact(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: contactKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(at(id), { signal, schema: contactDetailResponseSchema })).data,
    staleTime: 0,
  });
}

/** The staff a contact can be given to. */
export function useContactOwners() {
  return useQuery({
    queryKey: contactKeys.owners,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/contacts/owners', { signal, schema: contactOwnersResponseSchema })).data,
    staleTime: 60_000,
  });
}

export const updateContact = (id: string, patch: { tags?: string[]; ownerId?: string | null }) =>
  apiRequest(at(id), { method: 'PATCH', body: patch, schema: contactResponseSchema });

export const addContactNote = (id: string, body: string) =>
  apiRequest(at(id, '/notes'), { method: 'POST', body: { body }, schema: contactNoteResponseSchema });

export const previewMerge = async (intoId: string, fromId: string) =>
  (await apiRequest(at(intoId, `/merge?${qs({ from: fromId })}`), { schema: mergePreviewResponseSchema }))
    .data;

export const mergeContacts = (intoId: string, fromId: string) =>
  apiRequest(at(intoId, '/merge'), {
    method: 'POST',
    body: { from: fromId },
    schema: contactMergeResponseSchema,
  });

export const undoMerge = (intoId: string, mergeId: string) =>
  apiRequest(at(intoId, '/merge/undo'), {
    method: 'POST',
    body: { mergeId },
    schema: mergeUndoResponseSchema,
  });

export const exportContact = async (id: string) =>
  (await apiRequest(at(id, '/export'), { schema: contactExportResponseSchema, timeoutMs: 60_000 })).data;

export const eraseContact = (id: string) =>
  apiRequest(at(id, '/erase'), {
    method: 'POST',
    body: { confirm: true },
    schema: contactEraseResponseSchema,
    timeoutMs: 60_000,
  });

/** Other contacts to merge into this one: the first page of a search. */
export const findContacts = async (search: string) =>
  (
    await apiRequest(`/api/contacts?${qs({ search: search.trim(), limit: 10 })}`, {
      schema: contactListResponseSchema,
    })
  ).data;
