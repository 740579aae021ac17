import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  accountListQuerySchema,
  accountSchema,
  assignRolesSchema,
  createAccountSchema,
  accountIdParamsSchema as idParams,
  permissionCatalogueResponse,
  ROLE_MESSAGES,
  roleIdParamsSchema,
  roleInputSchema,
  roleSchema,
  rolesResponse,
  updateAccountSchema,
} from '#domain/accounts/account.schema.ts';
import { accountsResource } from '#domain/accounts/accounts.resource.ts';
import { PERMISSION_LABELS, PERMISSIONS } from '#domain/auth/permissions.ts';
import { dataEnvelope, failures, pagedEnvelope, successMessage } from '#domain/shared/envelope.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { auditContext } from '../../plugins/auth.ts';
import type { AccountsService } from './accounts.service.ts';

/** Accounts (spec 002 §7 "Admin auth, dashboard and accounts") and roles (§7 "Roles"); the trash from the admin kit. */
export async function accountsRoutes(app: FastifyInstance, opts: { accounts: AccountsService }) {
  const accounts = opts.accounts;

  await accountRoutes(app, accounts);
  await roleRoutes(app, accounts);
  registerTrashRoutes(app, accountsResource, {
    params: idParams,
    listTrash: {
      summary: 'Tài khoản trong thùng rác',
      querystring: accountListQuerySchema,
      response: pagedEnvelope(accountSchema),
      run: (query: z.infer<typeof accountListQuerySchema>) => accounts.list(query, true),
    },
    trash: {
      summary: 'Xóa tài khoản vào thùng rác',
      response: successMessage,
      failures: [400, 401, 403, 404, 409],
      run: (id, request) => accounts.trash(id, auditContext(request)),
    },
    restore: {
      summary: 'Khôi phục tài khoản từ thùng rác (như PUT với isDeleted false)',
      response: successMessage,
      failures: [401, 403, 404],
      run: (id, request) => accounts.restore(id, auditContext(request)),
    },
    deletePermanently: {
      summary: 'Xóa vĩnh viễn',
      response: successMessage,
      failures: [400, 401, 403, 404, 409],
      run: (id, request) => accounts.deletePermanently(id, auditContext(request)),
    },
  });
}

/** Accounts (spec 002 §7): the list, one account, create, edit, and its roles. */
async function accountRoutes(app: FastifyInstance, accounts: AccountsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/admin/accounts', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['accounts'],
      summary: 'Danh sách tài khoản: tìm theo họ tên hoặc email (không phân biệt hoa thường, dấu)',
      querystring: accountListQuerySchema,
      response: { 200: pagedEnvelope(accountSchema), ...failures(400, 401, 403) },
    },
    handler: async (request) => ({ success: true as const, ...(await accounts.list(request.query)) }),
  });
  r.get('/api/admin/staffs/:id', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['accounts'],
      summary: 'Một tài khoản',
      params: idParams,
      response: { 200: dataEnvelope(accountSchema), ...failures(401, 403, 404) },
    },
    handler: async (request) => ({ success: true as const, data: await accounts.get(request.params.id) }),
  });
  r.post('/api/admin/staffs', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['accounts'],
      summary: 'Tạo tài khoản (spec 002 §5): email viết thường, mật khẩu đủ mạnh',
      body: createAccountSchema,
      response: { 201: dataEnvelope(accountSchema), ...failures(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const data = await accounts.createAccount(request.body, auditContext(request));
      return reply.status(201).send({ success: true as const, data, message: ACCOUNT_MESSAGES.created });
    },
  });
  r.put('/api/admin/staffs/:id', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['accounts'],
      summary: 'Sửa tài khoản: họ tên, vai trò, trạng thái, mật khẩu mới; isDeleted false để khôi phục',
      params: idParams,
      body: updateAccountSchema,
      response: { 200: dataEnvelope(accountSchema), ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const restoring = request.body.isDeleted === false;
      const data = await accounts.updateAccount(request.params.id, request.body, auditContext(request));
      return {
        success: true as const,
        data,
        message: restoring ? ACCOUNT_MESSAGES.restored : ACCOUNT_MESSAGES.updated,
      };
    },
  });
  r.put('/api/accounts/:id/roles', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Đặt các vai trò của một tài khoản; mất quyền nào thì phiên cũ hết hiệu lực ngay',
      params: idParams,
      body: assignRolesSchema,
      response: { 200: dataEnvelope(accountSchema), ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await accounts.assignRoles(request.params.id, request.body.roles, auditContext(request)),
      message: ROLE_MESSAGES.assigned,
    }),
  });
}

/** Roles (spec 002 §7 "Roles"): the list, the permission catalogue, create, edit, delete. */
async function roleRoutes(app: FastifyInstance, accounts: AccountsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/roles', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Các vai trò và quyền của chúng',
      response: { 200: rolesResponse, ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await accounts.roles() }),
  });
  r.get('/api/roles/permissions', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Danh mục quyền',
      response: { 200: permissionCatalogueResponse, ...failures(401, 403) },
    },
    handler: async () => ({
      success: true as const,
      data: PERMISSIONS.map((key) => ({ key, label: PERMISSION_LABELS[key] })),
    }),
  });
  r.post('/api/roles', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Tạo vai trò từ danh mục quyền',
      body: roleInputSchema,
      response: { 201: dataEnvelope(roleSchema), ...failures(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const data = await accounts.createRole(request.body, auditContext(request));
      return reply.status(201).send({ success: true as const, data, message: ROLE_MESSAGES.created });
    },
  });
  r.put('/api/roles/:id', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Sửa vai trò (không sửa được vai trò có sẵn)',
      params: roleIdParamsSchema,
      body: roleInputSchema,
      response: { 200: dataEnvelope(roleSchema), ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await accounts.updateRole(request.params.id, request.body, auditContext(request)),
      message: ROLE_MESSAGES.updated,
    }),
  });
  r.delete('/api/roles/:id', {
    config: { permission: 'accounts.manage' },
    schema: {
      tags: ['roles'],
      summary: 'Xóa vai trò (không xóa được vai trò có sẵn)',
      params: roleIdParamsSchema,
      response: { 200: successMessage, ...failures(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await accounts.deleteRole(request.params.id, auditContext(request));
      return { success: true as const, message: ROLE_MESSAGES.deleted };
    },
  });
}
