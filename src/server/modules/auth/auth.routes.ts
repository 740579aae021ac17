import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema } from '#domain/accounts/password.schema.ts';
import { adminInfoSchema, loginResultSchema, loginSchema } from '#domain/auth/login.schema.ts';
import { failure, successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toAdminInfo } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/login', {
    config: { policy: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng nhập quản trị (spec 000 §5)',
      body: loginSchema,
      response: {
        200: loginResultSchema,
        400: failure,
        401: failure,
        429: failure,
      },
    },
    handler: async (request) => {
      const { token, admin } = await app.auth.login(request.body, request.ip);
      return { success: true as const, token, admin, message: 'Đăng nhập thành công! Đang chuyển hướng...' };
    },
  });

  r.post('/api/admin/logout', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng xuất: thu hồi mọi token đã cấp',
      response: { 200: successMessage, 401: failure },
    },
    handler: async (request) => {
      await app.auth.logout(currentUser(request));
      return { success: true as const, message: 'Đăng xuất thành công' };
    },
  });

  r.get('/api/admin/me', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Tài khoản đang đăng nhập',
      response: { 200: z.object({ success: z.literal(true), data: adminInfoSchema }), 401: failure },
    },
    handler: async (request) => ({ success: true as const, data: toAdminInfo(currentUser(request)) }),
  });

  r.post('/api/admin/change-password', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đổi mật khẩu: các phiên đăng nhập cũ hết hiệu lực, trả về token mới',
      body: changePasswordSchema,
      response: {
        200: z.object({ success: z.literal(true), token: z.string(), message: z.string() }),
        400: failure,
        401: failure,
      },
    },
    handler: async (request) => {
      const { token } = await app.auth.changePassword(currentUser(request), request.body, request.ip);
      return { success: true as const, token, message: 'Đổi mật khẩu thành công' };
    },
  });
}
