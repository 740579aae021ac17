import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactDetailQuerySchema,
  contactDetailResponseSchema,
  contactEraseResponseSchema,
  contactEraseSchema,
  contactExportResponseSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactMergeResponseSchema,
  contactMergeSchema,
  contactMergeUndoSchema,
  contactNoteInputSchema,
  contactNoteResponseSchema,
  contactOwnersResponseSchema,
  contactResponseSchema,
  contactUpdateSchema,
  CONTACT_MESSAGES as M,
  mergePreviewResponseSchema,
  mergeUndoResponseSchema,
} from '#domain/contacts/contact.schema.ts';
import { failures } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { auditContext } from '../../plugins/auth.ts';
import type { ContactsService } from './contacts.service.ts';

const idParams = z.object({ id: z.string().min(1, M.notFound).max(200, M.notFound) });
const access = { permission: 'contacts.manage' } as const;
const tags = ['contacts'];
const security = [{ bearer: [] }];

const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
type Routes = ReturnType<typeof typed>;

/** Contacts API (Khách hàng; ARCHITECTURE.md Contacts, decision 043). Paths the spec does not show, in its style. */
export async function contactsRoutes(app: FastifyInstance, opts: { contacts: ContactsService }) {
  const r = typed(app);
  recordRoutes(r, opts.contacts);
  mergeAndPrivacyRoutes(r, opts.contacts);
}

/** The list, the owners to choose from, a contact's page, its changes and its notes. */
function recordRoutes(r: Routes, contacts: ContactsService) {
  r.get('/api/contacts', {
    config: access,
    schema: {
      tags,
      summary:
        'Danh sách khách hàng: tìm không dấu theo tên, email, số điện thoại; lọc nguồn, người phụ trách, ngày hoạt động',
      security,
      querystring: contactListQuerySchema,
      response: { 200: contactListResponseSchema, ...failures(400, 401, 403) },
    },
    handler: async (request) => {
      const { items, pagination } = await contacts.list(request.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/api/contacts/owners', {
    config: access,
    schema: {
      tags,
      summary: 'Nhân viên có thể phụ trách khách hàng (tài khoản đang hoạt động có quyền quản lý khách hàng)',
      security,
      response: { 200: contactOwnersResponseSchema, ...failures(401, 403) },
    },
    handler: async () => ({ success: true as const, data: await contacts.owners() }),
  });

  r.get('/api/contacts/:id', {
    config: access,
    schema: {
      tags,
      summary:
        'Một khách hàng: dòng thời gian (mới nhất trước, 50 mục; before= để xem cũ hơn), ghi chú, đồng ý',
      security,
      params: idParams,
      querystring: contactDetailQuerySchema,
      response: { 200: contactDetailResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.detail(request.params.id, request.query.before),
    }),
  });

  r.patch('/api/contacts/:id', {
    config: access,
    schema: {
      tags,
      summary: 'Sửa tên, nhãn, người phụ trách (ghi nhật ký)',
      security,
      params: idParams,
      body: contactUpdateSchema,
      response: { 200: contactResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.update(request.params.id, request.body, auditContext(request)),
      message: M.updated,
    }),
  });

  r.post('/api/contacts/:id/notes', {
    config: access,
    schema: {
      tags,
      summary: 'Thêm ghi chú của nhân viên',
      security,
      params: idParams,
      body: contactNoteInputSchema,
      response: { 201: contactNoteResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await contacts.addNote(request.params.id, request.body.body, request.user?.id ?? null),
        message: M.noteAdded,
      }),
  });
}

/** Two contacts merged (preview, merge, undo) and a person's data exported or erased (decisions 044, 046). */
function mergeAndPrivacyRoutes(r: Routes, contacts: ContactsService) {
  r.get('/api/contacts/:id/merge', {
    config: access,
    schema: {
      tags,
      summary: 'Xem trước khi gộp khách hàng from vào khách hàng này: những gì sẽ chuyển sang',
      security,
      params: idParams,
      querystring: contactMergeSchema,
      response: { 200: mergePreviewResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.mergePreview(request.params.id, request.query.from),
    }),
  });

  r.post('/api/contacts/:id/merge', {
    config: access,
    schema: {
      tags,
      summary:
        'Gộp khách hàng from vào khách hàng này trong một giao dịch (ghi nhật ký); mergeId để hoàn tác',
      security,
      params: idParams,
      body: contactMergeSchema,
      response: { 200: contactMergeResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.merge(request.params.id, request.body.from, auditContext(request)),
      message: M.merged,
    }),
  });

  r.post('/api/contacts/:id/merge/undo', {
    config: access,
    schema: {
      tags,
      summary:
        'Hoàn tác lần gộp mới nhất vào khách hàng này: khách hàng kia trở lại với những gì đã chuyển (ghi nhật ký)',
      security,
      params: idParams,
      body: contactMergeUndoSchema,
      response: { 200: mergeUndoResponseSchema, ...failures(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.undoMerge(request.params.id, request.body.mergeId, auditContext(request)),
      message: M.mergeUndone,
    }),
  });

  r.get('/api/contacts/:id/export', {
    config: access,
    schema: {
      tags,
      summary: 'Xuất mọi dữ liệu đang giữ về khách hàng (Nghị định 13/2023/NĐ-CP), một tệp JSON; ghi nhật ký',
      security,
      params: idParams,
      response: { 200: contactExportResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const data = await contacts.exportData(request.params.id, auditContext(request));
      return reply
        .header(
          'content-disposition',
          `attachment; filename="khach-hang-${data.contact._id.slice(0, 8)}.json"`,
        )
        .send({ success: true as const, data });
    },
  });

  r.post('/api/contacts/:id/erase', {
    config: access,
    schema: {
      tags,
      summary:
        'Xóa dữ liệu cá nhân của khách hàng ở mọi bảng (giữ số tiền và mã đơn hàng), trong một giao dịch; ghi nhật ký',
      security,
      params: idParams,
      body: contactEraseSchema,
      response: { 200: contactEraseResponseSchema, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await contacts.erase(request.params.id, auditContext(request)),
      message: M.erased,
    }),
  });
}
