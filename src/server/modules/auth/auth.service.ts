import type { ChangePasswordInput } from '#domain/accounts/password.schema.ts';
import type { AdminInfo, LoginInput } from '#domain/auth/login.schema.ts';
import { AppError } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { Account, AccountsService } from '../accounts/accounts.service.ts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';

export type AuthUser = { id: string; fullName: string; email: string; role: 'admin' | 'staff' };

export const toAdminInfo = (a: Account | AuthUser): AdminInfo => ({
  _id: a.id,
  fullName: a.fullName,
  email: a.email,
  role: a.role,
});

// spec 000 §8: the same answer for an unknown email and a wrong password
const WRONG_CREDENTIALS = 'Email hoặc mật khẩu không chính xác';

const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';

export function createAuthService(deps: {
  accounts: AccountsService;
  tokens: TokenService;
  failures: WindowCounter;
  /** Waits before a password check on an account under attack (tests pass one that records the wait). */
  sleep?: (ms: number) => Promise<void>;
}) {
  const { accounts, tokens, failures } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /**
   * Counts this attempt before any password is checked (LOGIN_LIMITS): refused past the limit per IP or per
   * (subject, IP); then waits as long as the subject's recent failures ask.
   */
  async function attempt(ip: string, subject: string) {
    const [byIp, bySubjectIp] = await Promise.all([
      failures.add(`login-ip:${ip}`, LOGIN_LIMITS.windowMs),
      failures.add(`subject-ip:${subject}|${ip}`, LOGIN_LIMITS.windowMs),
    ]);
    if (byIp > LOGIN_LIMITS.perIp || bySubjectIp > LOGIN_LIMITS.perAccountIp) {
      throw new AppError('TOO_MANY_ATTEMPTS', 429, TOO_MANY);
    }
    const delay = loginDelayMs(await failures.count(`subject:${subject}`));
    if (delay > 0) await sleep(delay);
  }
  const failed = (subject: string) => failures.add(`subject:${subject}`, LOGIN_LIMITS.windowMs);
  // a success takes its attempt back from the address's count (an office behind one address signs in all day)
  // and forgets the subject's earlier failures
  const succeeded = (ip: string, subject: string) =>
    Promise.all([
      failures.release(`login-ip:${ip}`),
      failures.clear(`subject-ip:${subject}|${ip}`),
      failures.clear(`subject:${subject}`),
    ]);

  return {
    async login(input: LoginInput, ip: string): Promise<{ token: string; admin: AdminInfo }> {
      const email = input.email.toLowerCase();
      await attempt(ip, `login:${email}`);
      const account = await accounts.findActiveByEmail(email);
      const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
      if (!account || !ok) {
        await failed(`login:${email}`);
        throw new AppError('INVALID_CREDENTIALS', 401, WRONG_CREDENTIALS);
      }
      await succeeded(ip, `login:${email}`);
      const token = await tokens.sign({ sub: account.id, role: account.role, tv: account.tokenVersion });
      return { token, admin: toAdminInfo(account) };
    },

    /** Resolves a bearer token to its current account; null when missing, forged, expired or revoked. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const account = await accounts.findActiveById(claims.sub);
      if (!account || account.tokenVersion !== claims.tv || account.role !== claims.role) return null;
      return { id: account.id, fullName: account.fullName, email: account.email, role: account.role };
    },

    /** Revokes every token issued so far for this account (spec: logout). */
    async logout(user: AuthUser): Promise<void> {
      await accounts.revokeTokens(user.id);
    },

    /**
     * Changes the signed-in user's password; every token issued before, this one included, stops working. The
     * current password is guessed at no faster than a login (issue 11 item 2).
     */
    async changePassword(user: AuthUser, input: ChangePasswordInput, ip: string): Promise<{ token: string }> {
      await attempt(ip, `password:${user.id}`);
      const account = await accounts.findActiveById(user.id);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
        await failed(`password:${user.id}`);
        throw new AppError('WRONG_PASSWORD', 400, 'Mật khẩu hiện tại không chính xác', {
          currentPassword: 'Mật khẩu hiện tại không chính xác',
        });
      }
      await succeeded(ip, `password:${user.id}`);
      await accounts.setPasswordHash(account.id, await hashPassword(input.newPassword));
      return {
        token: await tokens.sign({ sub: account.id, role: account.role, tv: account.tokenVersion + 1 }),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
