import type { ChangePasswordInput } from '#domain/accounts/password.schema.ts';
import type { AdminInfo, LoginInput } from '#domain/auth/login.schema.ts';
import { hasPermission, type Permission } from '#domain/auth/permissions.ts';
import { type LoginAnswer, TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { AppError } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { Account, AccountsService } from '../accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import { createTotp, newRecoveryCodes, normaliseRecoveryCode } from './totp.ts';

export type AuthUser = {
  id: string;
  fullName: string;
  email: string;
  role: 'admin' | 'staff';
  /** The permissions the account holds at this request (its roles', read from the database). */
  permissions: Permission[];
};

export const toAdminInfo = (a: Account | AuthUser, permissions?: Permission[]): AdminInfo => ({
  _id: a.id,
  fullName: a.fullName,
  email: a.email,
  role: a.role,
  ...(permissions ? { permissions } : 'permissions' in a ? { permissions: a.permissions } : {}),
});

/** Where a request came from, for the throttle and the audit trail. */
export type RequestOrigin = { ip: string; userAgent: string | null };

// spec 000 §8: the same answer for an unknown email and a wrong password
const WRONG_CREDENTIALS = 'Email hoặc mật khẩu không chính xác';
const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';
const LOCKED = 'Tài khoản đã bị khóa. Vui lòng liên hệ quản trị viên.';

export function createAuthService(deps: {
  accounts: AccountsService;
  tokens: TokenService;
  failures: WindowCounter;
  audit: AuditService;
  clock: () => Date;
  requireTwoFactorForAdmins?: boolean;
  /** Waits before a password check on an account under attack (tests pass one that records the wait). */
  sleep?: (ms: number) => Promise<void>;
}) {
  const { accounts, tokens, failures, audit } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const totp = createTotp(deps.clock);

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

  const ctxOf = (origin: RequestOrigin, actor: { id: string; email: string } | null): AuditContext => ({
    actor,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });

  async function session(account: Account) {
    const token = await tokens.sign({ sub: account.id, role: account.role, tv: account.tokenVersion });
    return { token, admin: toAdminInfo(account, await accounts.permissionsOf(account.id)) };
  }

  /** A TOTP code (each time step once) or an unused recovery code of this account. */
  async function checkSecondFactor(account: Account, code: string): Promise<boolean> {
    if (!account.totpSecret) return false;
    const step = await totp.check(account.totpSecret, code.trim());
    if (step !== null) return accounts.twoFactor.claimTotpStep(account.id, step);
    if (account.totpEnabledAt === null) return false;
    const given = normaliseRecoveryCode(code);
    if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(given)) return false;
    for (const stored of await accounts.twoFactor.unusedRecoveryCodes(account.id)) {
      if (await verifyPassword(stored.codeHash, given))
        return accounts.twoFactor.spendRecoveryCode(stored.id);
    }
    return false;
  }

  async function issueRecoveryCodes(accountId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await accounts.twoFactor.replaceRecoveryCodes(
      accountId,
      await Promise.all(codes.map((c) => hashPassword(c))),
    );
    return codes;
  }

  async function ticketAccount(ticket: string): Promise<Account> {
    const claims = await tokens.verifyTicket(ticket);
    const account = claims ? await accounts.findActiveById(claims.sub) : undefined;
    if (!claims || !account?.isActive || account.tokenVersion !== claims.tv)
      throw new AppError('TICKET_INVALID', 401, TWO_FACTOR_MESSAGES.ticketInvalid);
    return account;
  }

  return {
    totp,

    /**
     * The password step. With two-factor on (or required for admins and not yet set up) it answers a ticket for
     * the second step instead of a token.
     */
    async login(input: LoginInput, origin: RequestOrigin): Promise<LoginAnswer> {
      const email = input.email.toLowerCase();
      await attempt(origin.ip, `login:${email}`);
      const account = await accounts.findActiveByEmail(email);
      const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
      if (!account || !ok) {
        await failed(`login:${email}`);
        await audit.record(ctxOf(origin, account ? { id: account.id, email } : null), {
          action: 'auth.login.failure',
          targetType: 'account',
          after: { email },
        });
        throw new AppError('INVALID_CREDENTIALS', 401, WRONG_CREDENTIALS);
      }
      await succeeded(origin.ip, `login:${email}`);
      if (!account.isActive) {
        await audit.record(ctxOf(origin, { id: account.id, email }), {
          action: 'auth.login.failure',
          targetType: 'account',
          targetId: account.id,
          after: { email, reason: 'inactive' },
        });
        throw new AppError('ACCOUNT_LOCKED', 403, LOCKED);
      }
      const setupRequired = deps.requireTwoFactorForAdmins === true && account.role === 'admin';
      if (account.totpEnabledAt !== null || setupRequired) {
        const pendingSetup = account.totpEnabledAt === null;
        return {
          success: true,
          twoFactorRequired: true,
          twoFactorSetupRequired: pendingSetup,
          ticket: await tokens.signTicket({ sub: account.id, tv: account.tokenVersion }),
          message: pendingSetup ? TWO_FACTOR_MESSAGES.setupRequired : TWO_FACTOR_MESSAGES.required,
        };
      }
      await audit.record(ctxOf(origin, { id: account.id, email }), {
        action: 'auth.login.success',
        targetType: 'account',
        targetId: account.id,
      });
      return {
        success: true,
        ...(await session(account)),
        message: 'Đăng nhập thành công! Đang chuyển hướng...',
      };
    },

    /** The set-up a ticket asks for when two-factor is required and not yet on: a new secret and its QR code. */
    async ticketSetup(ticket: string) {
      const account = await ticketAccount(ticket);
      if (account.totpEnabledAt !== null)
        throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = totp.newSecret();
      await accounts.twoFactor.setTotp(account.id, { totpSecret: secret, totpLastStep: null });
      return { secret, ...(await totp.provisioning(secret, account.email)) };
    },

    /** The second step: a TOTP or recovery code; throttled like the password step. */
    async loginSecondStep(ticket: string, code: string, origin: RequestOrigin) {
      const account = await ticketAccount(ticket);
      const subject = `2fa:${account.id}`;
      await attempt(origin.ip, subject);
      if (!(await checkSecondFactor(account, code))) {
        await failed(subject);
        await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
          action: 'auth.2fa.failure',
          targetType: 'account',
          targetId: account.id,
        });
        throw new AppError('TWO_FACTOR_INVALID', 401, TWO_FACTOR_MESSAGES.codeInvalid, {
          code: TWO_FACTOR_MESSAGES.codeInvalid,
        });
      }
      await succeeded(origin.ip, subject);
      let recoveryCodes: string[] | undefined;
      if (account.totpEnabledAt === null) {
        // the required set-up finished with its first code
        await accounts.twoFactor.setTotp(account.id, { totpEnabledAt: deps.clock() });
        recoveryCodes = await issueRecoveryCodes(account.id);
        await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
          action: 'auth.2fa.enabled',
          targetType: 'account',
          targetId: account.id,
        });
      }
      await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
        action: 'auth.login.success',
        targetType: 'account',
        targetId: account.id,
        after: { twoFactor: true },
      });
      return {
        success: true as const,
        ...(await session(account)),
        message: 'Đăng nhập thành công! Đang chuyển hướng...',
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    },

    /** Set-up from the profile screen: a new secret, not in force until a code confirms it. */
    async setupTwoFactor(user: AuthUser) {
      const account = await accounts.findActiveById(user.id);
      if (!account) throw new AppError('UNAUTHORIZED', 401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      if (account.totpEnabledAt !== null)
        throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = totp.newSecret();
      await accounts.twoFactor.setTotp(account.id, { totpSecret: secret, totpLastStep: null });
      return { secret, ...(await totp.provisioning(secret, account.email)) };
    },

    async enableTwoFactor(user: AuthUser, code: string, origin: RequestOrigin): Promise<string[]> {
      const account = await accounts.findActiveById(user.id);
      if (!account?.totpSecret)
        throw new AppError('TWO_FACTOR_NOT_SET_UP', 400, TWO_FACTOR_MESSAGES.notSetUp);
      if (account.totpEnabledAt !== null)
        throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
      const subject = `2fa:${account.id}`;
      await attempt(origin.ip, subject);
      if (!(await checkSecondFactor(account, code))) {
        await failed(subject);
        throw new AppError('TWO_FACTOR_INVALID', 400, TWO_FACTOR_MESSAGES.codeInvalid, {
          code: TWO_FACTOR_MESSAGES.codeInvalid,
        });
      }
      await succeeded(origin.ip, subject);
      await accounts.twoFactor.setTotp(account.id, { totpEnabledAt: deps.clock() });
      await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
        action: 'auth.2fa.enabled',
        targetType: 'account',
        targetId: account.id,
      });
      return issueRecoveryCodes(account.id);
    },

    async disableTwoFactor(user: AuthUser, password: string, origin: RequestOrigin): Promise<void> {
      if (deps.requireTwoFactorForAdmins && user.role === 'admin')
        throw new AppError('TWO_FACTOR_REQUIRED', 409, TWO_FACTOR_MESSAGES.requiredForAdmins);
      const subject = `password:${user.id}`;
      await attempt(origin.ip, subject);
      const account = await accounts.findActiveById(user.id);
      if (!account || !(await verifyPassword(account.passwordHash, password))) {
        await failed(subject);
        throw new AppError('WRONG_PASSWORD', 400, TWO_FACTOR_MESSAGES.passwordWrong, {
          password: TWO_FACTOR_MESSAGES.passwordWrong,
        });
      }
      await succeeded(origin.ip, subject);
      await accounts.twoFactor.setTotp(account.id, {
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
      });
      await accounts.twoFactor.replaceRecoveryCodes(account.id, []);
      await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
        action: 'auth.2fa.disabled',
        targetType: 'account',
        targetId: account.id,
      });
    },

    /** Resolves a bearer token to its current account; null when missing, forged, expired, revoked or locked. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const found = await accounts.findActiveWithPermissions(claims.sub);
      if (!found) return null;
      const { account } = found;
      if (!account.isActive || account.tokenVersion !== claims.tv || account.role !== claims.role)
        return null;
      return {
        id: account.id,
        fullName: account.fullName,
        email: account.email,
        role: account.role,
        permissions: found.permissions,
      };
    },

    /**
     * For callers outside HTTP routes (the live-chat socket's handshake): the account behind `token` when it is
     * valid now and holds `permission`, else null. The same rule as the routes' guard.
     */
    async authorize(token: string, permission: Permission): Promise<AuthUser | null> {
      const user = await this.authenticate(token);
      return user && hasPermission(user.permissions, permission) ? user : null;
    },

    /** Revokes every token issued so far for this account (spec: logout). */
    async logout(user: AuthUser): Promise<void> {
      await accounts.revokeTokens(user.id);
    },

    /**
     * Changes the signed-in user's password; every token issued before, this one included, stops working. The
     * current password is guessed at no faster than a login (issue 11 item 2).
     */
    async changePassword(
      user: AuthUser,
      input: ChangePasswordInput,
      origin: RequestOrigin,
    ): Promise<{ token: string }> {
      await attempt(origin.ip, `password:${user.id}`);
      const account = await accounts.findActiveById(user.id);
      if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
        await failed(`password:${user.id}`);
        throw new AppError('WRONG_PASSWORD', 400, 'Mật khẩu hiện tại không chính xác', {
          currentPassword: 'Mật khẩu hiện tại không chính xác',
        });
      }
      await succeeded(origin.ip, `password:${user.id}`);
      await accounts.setPasswordHash(account.id, await hashPassword(input.newPassword));
      await audit.record(ctxOf(origin, { id: account.id, email: account.email }), {
        action: 'auth.password.changed',
        targetType: 'account',
        targetId: account.id,
      });
      return {
        token: await tokens.sign({ sub: account.id, role: account.role, tv: account.tokenVersion + 1 }),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
