import type { FastifyInstance } from 'fastify';

/** Calls the API as `token` and returns the parsed answer; fails the test on an unexpected status. */
export async function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const r = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  if (r.statusCode !== 200 || !r.json().token) throw new Error(`login as ${email} failed: ${r.body}`);
  return r.json().token as string;
}

/** Creates an account through the API as the admin; returns its id. */
export async function createAccount(
  app: FastifyInstance,
  adminToken: string,
  input: { fullName: string; email: string; password: string; role: 'admin' | 'staff' },
): Promise<string> {
  const r = await call(app, adminToken, 'POST', '/api/admin/staffs', input);
  if (r.statusCode !== 201) throw new Error(`create ${input.email} failed: ${r.body}`);
  return r.json().data._id as string;
}

/** Creates a custom role through the API; returns its id. */
export async function createRole(
  app: FastifyInstance,
  adminToken: string,
  name: string,
  permissions: string[],
): Promise<string> {
  const r = await call(app, adminToken, 'POST', '/api/roles', { name, permissions });
  if (r.statusCode !== 201) throw new Error(`create role ${name} failed: ${r.body}`);
  return r.json().data._id as string;
}

/**
 * An account manager that is not an admin: a custom role (accounts.manage, or the `permissions` given) on a new
 * account, never the built-in admin role. Returns the account's token.
 */
export async function signInAccountManager(
  app: FastifyInstance,
  adminToken: string,
  permissions: readonly string[] = ['accounts.manage'],
  email = 'ql@example.com',
): Promise<string> {
  const role = await createRole(app, adminToken, `Quản lý ${email}`, [...permissions]);
  const manager = { fullName: 'Quản Lý Tài Khoản', email, password: 'QuanLy@123' };
  const id = await createAccount(app, adminToken, { ...manager, role: 'staff' });
  const r = await call(app, adminToken, 'PUT', `/api/accounts/${id}/roles`, { roles: [role] });
  if (r.statusCode !== 200) throw new Error(`roles of ${manager.email} failed: ${r.body}`);
  return signIn(app, manager.email, manager.password);
}
