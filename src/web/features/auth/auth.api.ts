import { adminInfoSchema, type LoginInput } from '#domain/auth/login.schema.ts';
import { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../lib/api-client.ts';

const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().min(1),
  admin: adminInfoSchema,
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/login (spec 000 §7 Auth). A 401 here means wrong credentials, so it does not redirect. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest('/api/admin/login', {
    method: 'POST',
    body: input,
    schema: loginResponseSchema,
    redirectOn401: false,
  });
}

/** POST /api/admin/logout: the server revokes the tokens it issued. */
export async function logout(): Promise<void> {
  await apiRequest('/api/admin/logout', { method: 'POST', body: {}, redirectOn401: false });
}
