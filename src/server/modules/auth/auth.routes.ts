import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, passwordChangedResponse } from '#domain/accounts/password.schema.ts';
import { loginSchema } from '#domain/auth/login.schema.ts';
import { SESSION_MESSAGES, sessionIdParamsSchema, sessionListSchema } from '#domain/auth/session.schema.ts';
import {
  loginAnswerSchema,
  meResponse,
  recoveryCodesResultSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorLoginResultSchema,
  twoFactorLoginSchema,
  twoFactorSetupSchema,
  twoFactorTicketSchema,
} from '#domain/auth/two-factor.schema.ts';
import { failure, successMessage } from '#domain/shared/envelope.schema.ts';
import { currentAccount } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { toAdminInfo } from './admin-info.ts';
import type { RequestOrigin } from './auth.service.ts';

const origin = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
/** Signing in and out, sessions, the signed-in account and two-factor sign-in (spec 000 §5). */
export async function authRoutes(app: FastifyInstance, opts: { accounts: AccountsService }) {
  await signInRoutes(app);
  await sessionRoutes(app);
  await ownAccountRoutes(app, opts);
  await twoFactorRoutes(app);
}

/** Signing in (with the second step and the setup a required two-factor asks for) and out. */
async function signInRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/login', {
    config: { policy: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng nhập quản trị (spec 000 §5); với xác thực hai lớp trả về twoFactorRequired và ticket',
      body: loginSchema,
      response: { 200: loginAnswerSchema, 400: failure, 401: failure, 403: failure, 429: failure },
    },
    handler: async (request) => app.auth.login(request.body, origin(request)),
  });

  r.post('/api/admin/login/2fa', {
    config: { policy: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Bước hai của đăng nhập: mã TOTP hoặc mã khôi phục',
      body: twoFactorLoginSchema,
      response: { 200: twoFactorLoginResultSchema, 400: failure, 401: failure, 429: failure },
    },
    handler: async (request) =>
      app.auth.loginSecondStep(request.body.ticket, request.body.code, origin(request)),
  });

  r.post('/api/admin/login/2fa/setup', {
    config: { policy: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Thiết lập xác thực hai lớp bắt buộc khi đăng nhập (REQUIRE_2FA_FOR_ADMINS)',
      body: twoFactorTicketSchema,
      response: { 200: twoFactorSetupSchema, 400: failure, 401: failure, 409: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await app.auth.ticketSetup(request.body.ticket),
    }),
  });

  r.post('/api/admin/logout', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng xuất: kết thúc phiên đăng nhập của token này (các thiết bị khác vẫn đăng nhập)',
      response: { 200: successMessage, 401: failure },
    },
    handler: async (request) => {
      await app.auth.logout(currentAccount(request), origin(request));
      return { success: true as const, message: 'Đăng xuất thành công' };
    },
  });
}

/** The account's sessions: listed, one ended, all others ended. */
async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/sessions', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Các phiên đăng nhập còn hiệu lực của tài khoản đang đăng nhập',
      response: { 200: sessionListSchema, 401: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await app.auth.sessions(currentAccount(request)),
    }),
  });

  r.delete('/api/admin/sessions/:id', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng xuất một phiên đăng nhập của chính mình',
      params: sessionIdParamsSchema,
      response: { 200: successMessage, 401: failure, 404: failure },
    },
    handler: async (request) => {
      await app.auth.revokeSession(currentAccount(request), request.params.id, origin(request));
      return { success: true as const, message: SESSION_MESSAGES.revoked };
    },
  });

  r.post('/api/admin/sessions/revoke-others', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đăng xuất khỏi các thiết bị khác (phiên này vẫn giữ)',
      response: { 200: successMessage, 401: failure },
    },
    handler: async (request) => {
      const count = await app.auth.revokeOtherSessions(currentAccount(request), origin(request));
      return { success: true as const, message: SESSION_MESSAGES.othersRevoked(count) };
    },
  });
}

/** The signed-in account: who it is, its rights, its password. */
async function ownAccountRoutes(app: FastifyInstance, opts: { accounts: AccountsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/me', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Tài khoản đang đăng nhập, quyền và vai trò của nó',
      response: { 200: meResponse, 401: failure },
    },
    handler: async (request) => {
      const user = currentAccount(request);
      const view = await opts.accounts.get(user.id);
      return {
        success: true as const,
        data: {
          ...toAdminInfo(user),
          permissions: user.permissions,
          roles: view.roles.map((role) => ({ _id: role._id, name: role.name })),
          twoFactorEnabled: view.twoFactorEnabled,
        },
      };
    },
  });

  r.post('/api/admin/change-password', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Đổi mật khẩu: các phiên đăng nhập cũ hết hiệu lực, trả về token mới',
      body: changePasswordSchema,
      response: {
        200: passwordChangedResponse,
        400: failure,
        401: failure,
        429: failure,
      },
    },
    handler: async (request) => {
      const { token } = await app.auth.changePassword(currentAccount(request), request.body, origin(request));
      return { success: true as const, token, message: 'Đổi mật khẩu thành công' };
    },
  });
}

/** Two-factor sign-in: set up, turned on, turned off. */
async function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/admin/2fa/setup', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Bắt đầu thiết lập xác thực hai lớp: bí mật và mã QR (chưa có hiệu lực)',
      response: { 200: twoFactorSetupSchema, 401: failure, 409: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: await app.auth.setupTwoFactor(currentAccount(request)),
    }),
  });

  r.post('/api/admin/2fa/enable', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Bật xác thực hai lớp bằng một mã từ ứng dụng; trả về 10 mã khôi phục (chỉ một lần)',
      body: twoFactorCodeSchema,
      response: { 200: recoveryCodesResultSchema, 400: failure, 401: failure, 409: failure, 429: failure },
    },
    handler: async (request) => ({
      success: true as const,
      data: {
        recoveryCodes: await app.auth.enableTwoFactor(
          currentAccount(request),
          request.body.code,
          origin(request),
        ),
      },
      message: TWO_FACTOR_MESSAGES.enabled,
    }),
  });

  r.post('/api/admin/2fa/disable', {
    config: { policy: 'authenticated' },
    schema: {
      tags: ['auth'],
      summary: 'Tắt xác thực hai lớp (cần mật khẩu hiện tại)',
      body: twoFactorDisableSchema,
      response: { 200: successMessage, 400: failure, 401: failure, 409: failure, 429: failure },
    },
    handler: async (request) => {
      await app.auth.disableTwoFactor(currentAccount(request), request.body.password, origin(request));
      return { success: true as const, message: TWO_FACTOR_MESSAGES.disabled };
    },
  });
}
