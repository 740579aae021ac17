import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AccountView,
  accountSchema,
  type CreateAccountInput,
  type RoleInput,
  roleSchema,
  type UpdateAccountInput,
} from '#domain/accounts/account.schema.ts';
import { auditList } from '#domain/audit/audit.resource.ts';
import { auditEntrySchema } from '#domain/audit/audit.schema.ts';
import { dataEnvelope, pagedEnvelope, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { AccountView };

export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (search: string, page: number) => ['admin', 'accounts', 'list', search, page] as const,
  trash: (search: string) => ['admin', 'accounts', 'trash', search] as const,
  one: (id: string) => ['admin', 'accounts', 'one', id] as const,
  roles: ['admin', 'roles'] as const,
  audit: (filters: Record<string, string | number>) => ['admin', 'audit', filters] as const,
};

const accountPage = pagedEnvelope(accountSchema);
const accountAnswer = dataEnvelope(accountSchema);

const qs = (params: Record<string, string | number | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
};

/** GET /api/admin/accounts?search&page (spec 002 §7). */
export function useAccounts(search: string, page: number) {
  return useQuery({
    queryKey: accountKeys.list(search, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/accounts?${qs({ search: search.trim(), page, limit: 20 })}`, {
        signal,
        schema: accountPage,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/deleted-staffs */
export function useAccountTrash(search: string) {
  return useQuery({
    queryKey: accountKeys.trash(search),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/admin/deleted-staffs?${qs({ search: search.trim(), limit: 100 })}`, {
          signal,
          schema: accountPage,
        })
      ).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: accountKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/admin/staffs/${encodeURIComponent(id)}`, { signal, schema: accountAnswer }))
        .data,
    staleTime: 0,
  });
}

export const createAccount = async (input: CreateAccountInput) =>
  apiRequest('/api/admin/staffs', { method: 'POST', body: input, schema: accountAnswer });

export const updateAccount = async (id: string, input: UpdateAccountInput) =>
  apiRequest(`/api/admin/staffs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: accountAnswer,
  });

export const deleteAccount = async (id: string) =>
  apiRequest(`/api/admin/staffs/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successMessage });

export const assignRoles = async (id: string, roles: string[]) =>
  apiRequest(`/api/accounts/${encodeURIComponent(id)}/roles`, {
    method: 'PUT',
    body: { roles },
    schema: accountAnswer,
  });

export function useRoles() {
  return useQuery({
    queryKey: accountKeys.roles,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/roles', { signal, schema: dataEnvelope(z.array(roleSchema)) })).data,
    staleTime: 0,
  });
}

export const createRole = async (input: RoleInput) =>
  apiRequest('/api/roles', { method: 'POST', body: input, schema: dataEnvelope(roleSchema) });
export const updateRole = async (id: string, input: RoleInput) =>
  apiRequest(`/api/roles/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: dataEnvelope(roleSchema),
  });
export const deleteRole = async (id: string) =>
  apiRequest(`/api/roles/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successMessage });

export function useAudit(filters: { action: string; actor: string; from: string; to: string; page: number }) {
  return useQuery({
    queryKey: accountKeys.audit(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/audit?${qs({ ...filters, limit: auditList.list.pageSize })}`, {
        signal,
        schema: pagedEnvelope(auditEntrySchema),
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
