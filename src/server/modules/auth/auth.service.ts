import type { ChangePasswordInput } from '#domain/accounts/password.schema.ts';
import type { AdminInfo, LoginInput } from '#domain/auth/login.schema.ts';
import { AppError } from '../../errors.ts';
import type { Account, AccountsService } from '../accounts/accounts.service.ts';
import { type FailureStore, LOGIN_LIMITS } from './login-throttle.ts';
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

export function createAuthService(deps: {
  accounts: AccountsService;
  tokens: TokenService;
  failures: FailureStore;
}) {
  const { accounts, tokens, failures } = deps;

  async function throttled(ip: string, email: string) {
    const [byIp, byAccount] = await Promise.all([
      failures.count(`ip:${ip}`),
      failures.count(`acct:${email}`),
    ]);
    if (byIp >= LOGIN_LIMITS.perIp || byAccount >= LOGIN_LIMITS.perAccount) {
      throw new AppError(
        'TOO_MANY_ATTEMPTS',
        429,
        'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.',
      );
    }
  }

  return {
    async login(input: LoginInput, ip: string): Promise<{ token: string; admin: AdminInfo }> {
      const email = input.email.toLowerCase();
      await throttled(ip, email);
      const account = await accounts.findActiveByEmail(email);
      const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
      if (!account || !ok) {
        await Promise.all([
          failures.add(`ip:${ip}`, LOGIN_LIMITS.windowMs),
          failures.add(`acct:${email}`, LOGIN_LIMITS.windowMs),
        ]);
        throw new AppError('INVALID_CREDENTIALS', 401, WRONG_CREDENTIALS);
      }
      await failures.clear(`acct:${email}`);
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

    /** Changes the signed-in user's password; every token issued before, this one included, stops working. */
    async changePassword(user: AuthUser, input: ChangePasswordInput): Promise<{ token: string }> {
      const account = await accounts.findActiveById(user.id);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
        throw new AppError('WRONG_PASSWORD', 400, 'Mật khẩu hiện tại không chính xác', {
          currentPassword: 'Mật khẩu hiện tại không chính xác',
        });
      }
      await accounts.setPasswordHash(account.id, await hashPassword(input.newPassword));
      return {
        token: await tokens.sign({ sub: account.id, role: account.role, tv: account.tokenVersion + 1 }),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
