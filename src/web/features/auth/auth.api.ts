import { type LoginInput, type LoginResult, loginResultSchema } from '#domain/auth/login.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type LoginResponse = LoginResult;

/** POST /api/admin/login (spec 000 §7 Auth). A 401 here means wrong credentials, so it does not redirect. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest('/api/admin/login', {
    method: 'POST',
    body: input,
    schema: loginResultSchema,
    redirectOn401: false,
  });
}

/** POST /api/admin/logout: the server revokes the tokens it issued. */
export async function logout(): Promise<void> {
  await apiRequest('/api/admin/logout', { method: 'POST', body: {}, redirectOn401: false });
}
