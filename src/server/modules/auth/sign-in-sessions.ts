import type { ChangePasswordInput } from '#domain/accounts/password.schema.ts';
import { hasPermission, type Permission } from '#domain/auth/permissions.ts';
import { SESSION_MESSAGES, type SessionView } from '#domain/auth/session.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { AppError } from '../../errors.ts';
import type { AuthSteps } from './auth-steps.ts';
import type { RequestOrigin, SignedInAccount } from './auth-types.ts';
import { describeDevice } from './device.ts';
import { auditContextOf } from './sign-in-attempts.ts';

// a session's last use is written at most this often: one UPDATE a minute per active device, not per request
const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves a bearer token to its current account; null when missing, forged, expired, revoked, locked, or its
 * session was signed out or pruned. One read (account, roles and session together) per request.
 */
export async function authenticate(s: AuthSteps, token: string): Promise<SignedInAccount | null> {
  const claims = await s.deps.tokens.verify(token);
  if (!claims) return null;
  const found = await s.deps.accounts.authContext(claims.sub, claims.sid);
  if (!found) return null;
  const { account, session: row } = found;
  if (!account.isActive || account.tokenVersion !== claims.tv || account.role !== claims.role) return null;
  if (!row || row.revokedAt !== null) return null;
  const stale = new Date(s.deps.clock().getTime() - TOUCH_EVERY_MS);
  if (row.lastUsedAt < stale) await s.deps.accounts.sessions.markUsed(claims.sid, stale);
  return {
    id: account.id,
    fullName: account.fullName,
    email: account.email,
    role: account.role,
    permissions: found.permissions,
    sessionId: claims.sid,
  };
}

/**
 * For callers outside HTTP routes (the live-chat socket's handshake): the account behind `token` when it is
 * valid now and holds `permission`, else null. The same rule as the routes' guard.
 */
export async function authorize(s: AuthSteps, token: string, permission: Permission) {
  const user = await authenticate(s, token);
  return user && hasPermission(user.permissions, permission) ? user : null;
}

/** Ends this token's session (spec: logout); the account's other devices stay signed in. */
export async function logout(s: AuthSteps, user: SignedInAccount, origin: RequestOrigin): Promise<void> {
  await s.deps.accounts.sessions.end(user.id, { only: user.sessionId });
  await s.deps.audit.record(auditContextOf(origin, { id: user.id, email: user.email }), {
    action: 'auth.logout',
    targetType: 'session',
    targetId: user.sessionId,
  });
}

/** The account's sessions still in force (signed in within the token lifetime, not signed out). */
export async function listSessions(s: AuthSteps, user: SignedInAccount): Promise<SessionView[]> {
  const since = new Date(s.deps.clock().getTime() - s.deps.tokens.ttlSeconds * 1000);
  const rows = await s.deps.accounts.sessions.inForce(user.id, since);
  return rows.map((r) => ({
    _id: r.id,
    device: describeDevice(r.userAgent),
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
    current: r.id === user.sessionId,
  }));
}

/** Signs one of the user's own sessions out; another account's session, or one already ended, is a 404. */
export async function revokeSession(
  s: AuthSteps,
  user: SignedInAccount,
  sessionId: string,
  origin: RequestOrigin,
): Promise<void> {
  const mine = isUuid(sessionId) && (await s.deps.accounts.sessions.end(user.id, { only: sessionId })) === 1;
  if (!mine) throw new AppError('SESSION_NOT_FOUND', 404, SESSION_MESSAGES.notFound);
  await s.deps.audit.record(auditContextOf(origin, { id: user.id, email: user.email }), {
    action: 'session.revoke',
    targetType: 'session',
    targetId: sessionId,
    before: { revoked: false },
    after: { revoked: true, current: sessionId === user.sessionId },
  });
}

/** Signs every other session of the user out; this one stays. Returns how many ended. */
export async function revokeOtherSessions(
  s: AuthSteps,
  user: SignedInAccount,
  origin: RequestOrigin,
): Promise<number> {
  const count = await s.deps.accounts.sessions.end(user.id, { except: user.sessionId });
  await s.deps.audit.record(auditContextOf(origin, { id: user.id, email: user.email }), {
    action: 'session.revoke-others',
    targetType: 'account',
    targetId: user.id,
    after: { revoked: count },
  });
  return count;
}

/** Deletes sessions older than the token lifetime (their tokens have expired); returns how many. */
export function pruneSessions(s: AuthSteps): Promise<number> {
  return s.deps.accounts.sessions.deleteSignedInBefore(
    new Date(s.deps.clock().getTime() - s.deps.tokens.ttlSeconds * 1000),
  );
}

/**
 * Changes the signed-in user's password; every token issued before, this one included, stops working. The
 * current password is guessed at no faster than a login (decision 024).
 */
export async function changePassword(
  s: AuthSteps,
  user: SignedInAccount,
  input: ChangePasswordInput,
  origin: RequestOrigin,
): Promise<{ token: string }> {
  const account = await s.confirmPassword(user, input.currentPassword, origin, {
    field: 'currentPassword',
    message: 'Mật khẩu hiện tại không chính xác',
  });
  await s.deps.accounts.changePassword(account.id, input.newPassword);
  await s.deps.audit.record(auditContextOf(origin, { id: account.id, email: account.email }), {
    action: 'auth.password.changed',
    targetType: 'account',
    targetId: account.id,
  });
  // every session ended with the new password; this device goes on in a new one
  return { token: await s.signedIn(account, origin, account.tokenVersion + 1) };
}
