import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, failure } from '#domain/shared/envelope.schema.ts';
import {
  BACKUP_MESSAGES,
  backupFileParamsSchema,
  backupListSchema,
  backupRunSchema,
} from '#domain/system/backup.schema.ts';
import { CONTENT_MESSAGES, contentImportResultSchema } from '#domain/system/content-transfer.schema.ts';
import { systemOverviewSchema } from '#domain/system/system.schema.ts';
import { badRequest } from '../../errors.ts';
import { auditContext } from '../../plugins/auth.ts';
import type { BackupRunner } from './backup-runner.ts';
import type { ContentTransfer } from './content-transfer.ts';
import type { Metrics } from './metrics.ts';
import type { SystemService } from './system.service.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const NOT_FOUND = { success: false, message: 'Không tìm thấy đường dẫn API', code: 'NOT_FOUND' } as const;

export async function systemRoutes(
  app: FastifyInstance,
  opts: {
    system: SystemService;
    metrics: Metrics;
    metricsToken: string | undefined;
    content: ContentTransfer;
    backups: BackupRunner;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system, metrics, metricsToken, content, backups } = opts;
  // the content import's body is the exported .tar.gz itself (this plugin's routes only)
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: CONTENT_MESSAGES.maxBytes },
    (_request, body, done) => done(null, body),
  );

  // decision 019: Prometheus format, only with METRICS_TOKEN set and sent as a bearer token; otherwise the
  // endpoint does not exist (404), so a site without it shows nothing of its workings
  r.get('/api/metrics', {
    config: { policy: 'public' },
    schema: { tags: ['system'], summary: 'Số đo cho Prometheus (cần METRICS_TOKEN)', hide: !metricsToken },
    handler: async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!metricsToken || !sameToken(given, metricsToken)) return reply.status(404).send(NOT_FOUND);
      return reply
        .header('content-type', metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.render());
    },
  });

  r.get('/api/admin/system', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      summary: 'Hệ thống: tình trạng, lưu lượng, bản sao lưu và dung lượng đĩa',
      response: { 200: dataEnvelope(systemOverviewSchema), 401: failure, 403: failure },
    },
    handler: async () => ({ success: true as const, data: await system.overview() }),
  });

  r.get('/api/admin/system/content-export', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      // the answer is the .tar.gz itself (failures keep the usual envelope)
      summary: 'Xuất nội dung (tin tức, dịch vụ, sản phẩm, mẫu huấn luyện chatbot và tệp phương tiện)',
    },
    handler: async (_request, reply) => {
      const { stream, fileName, cleanup } = await content.exportArchive();
      stream.once('end', () => void cleanup());
      stream.once('error', () => void cleanup());
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });

  r.post('/api/admin/system/content-import', {
    config: { permission: 'system.manage', changesPublicPages: true },
    bodyLimit: CONTENT_MESSAGES.maxBytes,
    schema: {
      tags: ['system'],
      summary: 'Nhập nội dung từ tệp đã xuất: thêm cái chưa có, bỏ qua cái đã có',
      response: {
        200: dataEnvelope(contentImportResultSchema),
        400: failure,
        401: failure,
        403: failure,
        413: failure,
        415: failure,
      },
    },
    handler: async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw badRequest(CONTENT_MESSAGES.invalidFile, undefined, 'INVALID_CONTENT_FILE');
      const ctx = auditContext(request);
      if (!ctx.actor) throw badRequest(CONTENT_MESSAGES.invalidFile);
      const data = await content.importArchive(body, { ...ctx, actor: ctx.actor });
      return { success: true as const, data, message: CONTENT_MESSAGES.imported };
    },
  });

  // decision 027: 'Sao lưu ngay', the archives with their restore command, and one archive downloaded
  r.get('/api/admin/system/backups', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      summary: 'Các bản sao lưu (mới nhất trước) và bản đang tạo từ màn hình',
      response: { 200: dataEnvelope(backupListSchema), 401: failure, 403: failure },
    },
    handler: async () => ({ success: true as const, data: await backups.list() }),
  });

  r.post('/api/admin/system/backups', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      summary: 'Sao lưu ngay (như npm run backup); một bản một lúc',
      response: { 202: dataEnvelope(backupRunSchema), 401: failure, 403: failure, 409: failure },
    },
    handler: async (request, reply) => {
      const data = await backups.start(auditContext(request));
      return reply.status(202).send({ success: true as const, data, message: BACKUP_MESSAGES.started });
    },
  });

  r.get('/api/admin/system/backups/:file', {
    config: { permission: 'system.manage' },
    schema: {
      tags: ['system'],
      // the answer is the archive itself (failures keep the usual envelope)
      summary: 'Tải một bản sao lưu',
      params: backupFileParamsSchema,
    },
    handler: async (request, reply) => {
      const { stream, size, file } = await backups.open(request.params.file, auditContext(request));
      return reply
        .type('application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}
