import { type LoginInput, loginResultSchema } from '#domain/auth/login.schema.ts';
import { sessionListSchema } from '#domain/auth/session.schema.ts';
import {
  type LoginAnswer,
  loginAnswerSchema,
  meSchema,
  recoveryCodesResultSchema,
  twoFactorLoginResultSchema,
  twoFactorSetupSchema,
} from '#domain/auth/two-factor.schema.ts';
import { successMessage } from '#domain/shared/envelope.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type LoginResponse = LoginAnswer;
export { loginResultSchema };

/**
 * POST /api/admin/login (spec 000 §7 Auth): a token, or a ticket for the two-factor step. A 401 here means
 * wrong credentials, so it does not redirect.
 */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest('/api/admin/login', {
    method: 'POST',
    body: input,
    schema: loginAnswerSchema,
    redirectOn401: false,
  });
}

/** POST /api/admin/login/2fa: the second step with a TOTP or recovery code. */
export function loginSecondStep(ticket: string, code: string) {
  return apiRequest('/api/admin/login/2fa', {
    method: 'POST',
    body: { ticket, code },
    schema: twoFactorLoginResultSchema,
    redirectOn401: false,
  });
}

/** POST /api/admin/login/2fa/setup: the QR code when two-factor is required and not yet set up. */
export async function loginSetup(ticket: string) {
  return (
    await apiRequest('/api/admin/login/2fa/setup', {
      method: 'POST',
      body: { ticket },
      schema: twoFactorSetupSchema,
      redirectOn401: false,
    })
  ).data;
}

/** POST /api/admin/logout: the server ends this token's session. */
export async function logout(): Promise<void> {
  await apiRequest('/api/admin/logout', { method: 'POST', body: {}, redirectOn401: false });
}

/** GET /api/admin/me: who is signed in and what they may do now. */
export async function fetchMe() {
  return (
    await apiRequest('/api/admin/me', { schema: z.object({ success: z.literal(true), data: meSchema }) })
  ).data;
}

export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  return apiRequest('/api/admin/change-password', {
    method: 'POST',
    body: input,
    schema: z.object({ success: z.literal(true), token: z.string(), message: z.string() }),
  });
}

export async function startTwoFactorSetup() {
  return (
    await apiRequest('/api/admin/2fa/setup', { method: 'POST', body: {}, schema: twoFactorSetupSchema })
  ).data;
}

export async function enableTwoFactor(code: string) {
  return apiRequest('/api/admin/2fa/enable', {
    method: 'POST',
    body: { code },
    schema: recoveryCodesResultSchema,
  });
}

export async function disableTwoFactor(password: string) {
  return apiRequest('/api/admin/2fa/disable', { method: 'POST', body: { password }, schema: successMessage });
}

/** GET /api/admin/sessions: the signed-in account's sessions still in force. */
export async function fetchSessions() {
  return (await apiRequest('/api/admin/sessions', { schema: sessionListSchema })).data;
}

/** DELETE /api/admin/sessions/{id}: signs one of one's own sessions out. */
export function revokeSession(id: string) {
  return apiRequest(`/api/admin/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: successMessage,
  });
}

/** POST /api/admin/sessions/revoke-others: every other device of the account signed out. */
export function revokeOtherSessions() {
  return apiRequest('/api/admin/sessions/revoke-others', {
    method: 'POST',
    body: {},
    schema: successMessage,
  });
}
