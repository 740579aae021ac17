import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOADED_MESSAGE } from '#domain/media/upload.rules.ts';
import {
  adminServiceResponse,
  serviceIdParamsSchema as idParams,
  SERVICE_MESSAGES,
  serviceInputSchema,
  serviceTrashQuerySchema,
  serviceTrashResponse,
  serviceUploadResult,
} from '#domain/services/service.schema.ts';
import { publicServicesQuerySchema } from '#domain/services/service-query.schema.ts';
import { servicesResource } from '#domain/services/services.resource.ts';
import { dataEnvelope, failure, failures, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { serviceCardSchema, serviceCardsResponse } from '#domain/site/home.schema.ts';
import { registerTrashRoutes } from '../../lib/admin-resource/trash-routes.ts';
import { fastSerialised } from '../../lib/fast-json.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { ServicesService } from './services.service.ts';

/** The services API (spec 000 §7 public reads, 001 §7 administration; the trash from the admin kit, decision 039). */
export async function servicesRoutes(app: FastifyInstance, opts: { companyServices: ServicesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = opts.companyServices;

  r.get('/api/services', {
    config: { policy: 'public' },
    schema: {
      tags: ['services'],
      summary: 'Dịch vụ trên bảng giá (spec 000 §7): lọc theo loại, limit 0 là tất cả',
      querystring: publicServicesQuerySchema,
      response: { 200: fastSerialised(serviceCardsResponse), 400: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await services.listPublic(request.query.type, request.query.limit),
    }),
  });

  r.get('/api/services/:id', {
    config: { policy: 'public' },
    schema: {
      tags: ['services'],
      summary: 'Một dịch vụ (trang thanh toán)',
      params: idParams,
      response: { 200: fastSerialised(dataEnvelope(serviceCardSchema)), ...failures(400, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await services.getPublic(request.params.id),
    }),
  });

  r.post('/api/services', {
    config: { permission: 'services.manage', changesPublicPages: true },
    schema: {
      tags: ['services'],
      summary: 'Thêm dịch vụ; mô tả tách thành các dòng ≥ 10 ký tự (spec 001 §5)',
      security: [{ bearer: [] }],
      body: serviceInputSchema,
      response: { 201: adminServiceResponse, ...failures(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await services.create(request.body),
        message: SERVICE_MESSAGES.created,
      }),
  });

  r.post('/api/services/upload', {
    // spec 001 §5: at most 5 MB; 413 answers 'Kích thước file quá lớn, vui lòng chọn file nhỏ hơn 5MB'
    config: { permission: 'services.manage', upload: 'serviceImage' },
    schema: {
      tags: ['services'],
      summary: 'Tải ảnh dịch vụ lên (trường image, tối đa 5MB)',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      response: { 200: serviceUploadResult, ...failures(400, 401, 403, 408, 413, 415) },
    },
    handler: async (request) => {
      const upload = await request.receiveUpload('image');
      const stored = await services.storeImage(upload, currentAccount(request).id);
      return { success: true as const, ...stored, message: IMAGE_UPLOADED_MESSAGE };
    },
  });

  r.put('/api/services/:id', {
    config: { permission: 'services.manage', changesPublicPages: true },
    schema: {
      tags: ['services'],
      summary: 'Cập nhật dịch vụ (không trong thùng rác)',
      security: [{ bearer: [] }],
      params: idParams,
      body: serviceInputSchema,
      response: { 200: adminServiceResponse, ...failures(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      success: true as const,
      data: await services.update(request.params.id, request.body),
      message: SERVICE_MESSAGES.updated,
    }),
  });

  registerTrashRoutes(app, servicesResource, {
    params: idParams,
    changesPublicPages: true,
    listTrash: {
      summary: 'Thùng rác dịch vụ, với thời điểm và người xóa',
      querystring: serviceTrashQuerySchema,
      response: serviceTrashResponse,
      run: async (query: { search?: string }) => ({ data: await services.listTrash(query.search) }),
    },
    trash: {
      summary: 'Chuyển dịch vụ vào thùng rác (lưu người xóa và thời điểm)',
      response: adminServiceResponse,
      failures: [400, 401, 403, 404],
      run: (id, request) => services.trash(id, currentAccount(request).id),
    },
    restore: {
      summary: 'Khôi phục dịch vụ từ thùng rác',
      // spec 001 §7: the client sends { isDeleted: false }
      body: z.strictObject({ isDeleted: z.literal(false).optional() }).nullish(),
      response: adminServiceResponse,
      failures: [400, 401, 403, 404],
      run: (id) => services.restore(id),
    },
    deletePermanently: {
      summary: 'Xóa vĩnh viễn dịch vụ trong thùng rác',
      response: successMessage,
      failures: [400, 401, 403, 404],
      run: (id) => services.deletePermanently(id),
    },
  });
}
