import { type AdminInfo, adminInfoSchema } from '#domain/auth/login.schema.ts';
import { BUILT_IN_ROLES, homePathFor as homeOf } from '#domain/auth/permissions.ts';
import { isTokenUsable } from '#domain/auth/token.rules.ts';

// spec 000 §3: the token and the admin info are kept in local browser storage under these keys.
const TOKEN_KEY = 'adminToken';
const INFO_KEY = 'adminInfo';

export type AdminSession = { token: string; admin: AdminInfo };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function storedToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

/**
 * The signed-in session, or null. spec 000 §4 "Admin session": an expired token or corrupt admin info clears
 * the credentials.
 */
export function readSession(nowMs: number = Date.now()): AdminSession | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(TOKEN_KEY);
  const rawInfo = store.getItem(INFO_KEY);
  if (!token || !rawInfo) {
    if (token || rawInfo) clearSession();
    return null;
  }
  if (!isTokenUsable(token, nowMs)) {
    clearSession();
    return null;
  }
  let info: unknown;
  try {
    info = JSON.parse(rawInfo);
  } catch {
    clearSession();
    return null;
  }
  const parsed = adminInfoSchema.safeParse(info);
  if (!parsed.success) {
    clearSession();
    return null;
  }
  return { token, admin: parsed.data };
}

export function saveSession(token: string, admin: AdminInfo): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(INFO_KEY, JSON.stringify(admin));
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(INFO_KEY);
}

/**
 * What the signed-in account may do, as the server last said (decision 016): the login's and /api/admin/me's
 * `permissions`; a session stored before permissions existed falls back to its built-in role's.
 */
export function permissionsOf(admin: AdminInfo): readonly string[] {
  return admin.permissions ?? BUILT_IN_ROLES[admin.role].permissions;
}

/** Where a signed-in user lands: the first screen their permissions open (staff: the news list). */
export function homePathFor(admin: AdminInfo): string {
  return homeOf(permissionsOf(admin));
}
