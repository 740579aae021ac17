import type { ChangePasswordInput } from '#domain/accounts/password.schema.ts';
import { type AdminInfo, LOGIN_MESSAGES, type LoginInput } from '#domain/auth/login.schema.ts';
import { hasPermission, type Permission } from '#domain/auth/permissions.ts';
import { SESSION_MESSAGES, type SessionView } from '#domain/auth/session.schema.ts';
import { type LoginAnswer, TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { AppError } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { Account, AccountsService } from '../accounts/accounts.service.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import type { MailMessage } from '../crm/mailer.ts';
import { secondFactorLockedMail } from './auth-mails.ts';
import { describeDevice } from './device.ts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords.ts';
import type { TokenService } from './tokens.ts';
import { createTotp, newRecoveryCodes, normaliseRecoveryCode } from './totp.ts';

export type SignedInAccount = {
  id: string;
  fullName: string;
  email: string;
  role: 'admin' | 'staff';
  /** The permissions the account holds at this request (its roles', read from the database). */
  permissions: Permission[];
  /** The sign-in session of the token (account_sessions). */
  sessionId: string;
};

export const toAdminInfo = (
  a: Account | Omit<SignedInAccount, 'sessionId'>,
  permissions?: Permission[],
): AdminInfo => ({
  _id: a.id,
  fullName: a.fullName,
  email: a.email,
  role: a.role,
  ...(permissions ? { permissions } : 'permissions' in a ? { permissions: a.permissions } : {}),
});

/** Where a request came from, for the throttle and the audit trail. */
export type RequestOrigin = { ip: string; userAgent: string | null };

const WRONG_CREDENTIALS = LOGIN_MESSAGES.wrongCredentials;
const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';
const SECOND_FACTOR_LOCKED = TWO_FACTOR_MESSAGES.locked;
// a session's last use is written at most this often: one UPDATE a minute per active device, not per request
const TOUCH_EVERY_MS = 60_000;

export function createAuthService(deps: {
  accounts: AccountsService;
  tokens: TokenService;
  failures: WindowCounter;
  audit: AuditService;
  clock: () => Date;
  requireTwoFactorForAdmins?: boolean;
  /** Waits before a password check on an account under attack (tests pass one that records the wait). */
  sleep?: (ms: number) => Promise<void>;
  /** Queues an e-mail to the owner through the outbox (SMTP_URL set), else null: the audit trail alone tells. */
  mailOwner?: ((idempotencyKey: string, mail: MailMessage) => Promise<unknown>) | null;
  publicUrl?: string;
}) {
  const { accounts, tokens, failures, audit } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const totp = createTotp(deps.clock);

  /** Whether the account signed in from this client (its IPv4 address or IPv6 /64) lately (decision 024). */
  async function knownClient(accountId: string | undefined, client: string): Promise<boolean> {
    if (!accountId) return false;
    const since = new Date(deps.clock().getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
    return (await audit.signInAddresses(accountId, since)).some((ip) => clientKey(ip) === client);
  }

  /**
   * Counts this attempt before any password or code is checked (LOGIN_LIMITS), so parallel requests cannot go
   * past a budget: per client (`clientKey`: an IPv6 /64 is one), per (subject, client), and per subject from
   * clients it never signed in from; then waits as long as the subject's recent failures ask.
   */
  async function attempt(
    ip: string,
    subject: string,
    perSubject: {
      limit: number;
      accountId: () => Promise<string | undefined>;
      /** What happens past the subject's budget (the second factor locks); a 429 otherwise. */
      onExceeded?: () => Promise<never>;
    },
  ) {
    const client = clientKey(ip);
    const [byIp, bySubjectIp] = await Promise.all([
      failures.add(`login-ip:${client}`, LOGIN_LIMITS.windowMs),
      failures.add(`subject-ip:${subject}|${client}`, LOGIN_LIMITS.windowMs),
    ]);
    if (byIp > LOGIN_LIMITS.perIp || bySubjectIp > LOGIN_LIMITS.perAccountIp) {
      throw new AppError('TOO_MANY_ATTEMPTS', 429, TOO_MANY);
    }
    // only attempts an address may still make spend the subject's budget: one address burns at most 5 of it
    const bySubject = await failures.add(`subject-all:${subject}`, LOGIN_LIMITS.windowMs);
    if (bySubject > perSubject.limit && !(await knownClient(await perSubject.accountId(), client))) {
      if (perSubject.onExceeded) await perSubject.onExceeded();
      throw new AppError('TOO_MANY_ATTEMPTS', 429, TOO_MANY);
    }
    const delay = loginDelayMs(await failures.count(`subject:${subject}`));
    if (delay > 0) await sleep(delay);
  }
  const failed = (subject: string) => failures.add(`subject:${subject}`, LOGIN_LIMITS.windowMs);
  // a success takes its attempt back from the address's count (an office behind one address signs in all day)
  // and forgets the subject's earlier attempts and failures
  const succeeded = (ip: string, subject: string) =>
    Promise.all([
      failures.release(`login-ip:${clientKey(ip)}`),
      failures.clear(`subject-all:${subject}`),
      failures.clear(`subject-ip:${subject}|${clientKey(ip)}`),
      failures.clear(`subject:${subject}`),
    ]);
  const lockKey = (accountId: string) => `2fa-locked:${accountId}`;
  const passwordBudget = (accountId: () => Promise<string | undefined>) => ({
    limit: LOGIN_LIMITS.perAccount,
    accountId,
  });

  /**
   * The second step of an account, from a client it never signed in from: past its budget the second factor is
   * locked for a while. The lock outlasts every ticket (5 minutes), so the tickets out when it starts are void;
   * the owner hears of it by e-mail (SMTP_URL) and in the audit trail (decision 024).
   */
  async function secondFactorAttempt(account: Account, origin: RequestOrigin) {
    if (
      (await failures.count(lockKey(account.id))) > 0 &&
      !(await knownClient(account.id, clientKey(origin.ip)))
    )
      throw new AppError('TWO_FACTOR_LOCKED', 429, SECOND_FACTOR_LOCKED);
    await attempt(origin.ip, `2fa:${account.id}`, {
      limit: LOGIN_LIMITS.secondFactorPerAccount,
      accountId: async () => account.id,
      onExceeded: () => lockSecondFactor(account, origin),
    });
  }

  async function lockSecondFactor(account: Account, origin: RequestOrigin): Promise<never> {
    // one lock (and one notice) per spell, however many requests cross the budget together
    if ((await failures.add(lockKey(account.id), LOGIN_LIMITS.secondFactorLockMs)) > 1)
      throw new AppError('TWO_FACTOR_LOCKED', 429, SECOND_FACTOR_LOCKED);
    await audit.record(ctxOf(origin, null), {
      action: 'auth.2fa.locked',
      targetType: 'account',
      targetId: account.id,
      after: { email: account.email, minutes: LOGIN_LIMITS.secondFactorLockMs / 60_000 },
    });
    if (deps.mailOwner) {
      const at = deps.clock();
      await deps.mailOwner(
        `2fa-locked-${account.id}-${at.getTime()}`,
        secondFactorLockedMail(account, origin, at, deps.publicUrl),
      );
    }
    throw new AppError('TWO_FACTOR_LOCKED', 429, SECOND_FACTOR_LOCKED);
  }

  const ctxOf = (origin: RequestOrigin, actor: { id: string; email: string } | null): AuditContext => ({
    actor,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });

  /** A new sign-in session for this device and its token. */
  async function signedIn(account: Account, origin: RequestOrigin, tokenVersion = account.tokenVersion) {
    const row = await accounts.sessions.create({
      accountId: account.id,
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: deps.clock(),
    });
    return tokens.sign({ sub: account.id, role: account.role, tv: tokenVersion, sid: row.id });
  }

  async function session(account: Account, origin: RequestOrigin) {
    const token = await signedIn(account, origin);
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
      await attempt(
        origin.ip,
        `login:${email}`,
        passwordBudget(async () => (await accounts.findActiveByEmail(email))?.id),
      );
      const account = await accounts.findActiveByEmail(email);
      const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, input.password);
      // a locked account answers as a wrong password does, whatever the password: the answer tells a guesser
      // nothing, neither that the password was right nor that the account exists (spec 000 §8; decision 024)
      if (!account || !ok || !account.isActive) {
        if (!account || !ok) await failed(`login:${email}`);
        await audit.record(ctxOf(origin, account ? { id: account.id, email } : null), {
          action: 'auth.login.failure',
          targetType: 'account',
          ...(account ? { targetId: account.id } : {}),
          after: { email, ...(account && !account.isActive ? { reason: 'inactive' } : {}) },
        });
        throw new AppError('INVALID_CREDENTIALS', 401, WRONG_CREDENTIALS);
      }
      await succeeded(origin.ip, `login:${email}`);
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
        ...(await session(account, origin)),
        message: LOGIN_MESSAGES.signedIn,
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
      await secondFactorAttempt(account, origin);
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
        ...(await session(account, origin)),
        message: LOGIN_MESSAGES.signedIn,
        ...(recoveryCodes ? { recoveryCodes } : {}),
      };
    },

    /** Set-up from the profile screen: a new secret, not in force until a code confirms it. */
    async setupTwoFactor(user: SignedInAccount) {
      const account = await accounts.findActiveById(user.id);
      if (!account) throw new AppError('UNAUTHORIZED', 401, 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn');
      if (account.totpEnabledAt !== null)
        throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
      const secret = totp.newSecret();
      await accounts.twoFactor.setTotp(account.id, { totpSecret: secret, totpLastStep: null });
      return { secret, ...(await totp.provisioning(secret, account.email)) };
    },

    async enableTwoFactor(user: SignedInAccount, code: string, origin: RequestOrigin): Promise<string[]> {
      const account = await accounts.findActiveById(user.id);
      if (!account?.totpSecret)
        throw new AppError('TWO_FACTOR_NOT_SET_UP', 400, TWO_FACTOR_MESSAGES.notSetUp);
      if (account.totpEnabledAt !== null)
        throw new AppError('TWO_FACTOR_ENABLED', 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
      const subject = `2fa:${account.id}`;
      await secondFactorAttempt(account, origin);
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

    async disableTwoFactor(user: SignedInAccount, password: string, origin: RequestOrigin): Promise<void> {
      if (deps.requireTwoFactorForAdmins && user.role === 'admin')
        throw new AppError('TWO_FACTOR_REQUIRED', 409, TWO_FACTOR_MESSAGES.requiredForAdmins);
      const subject = `password:${user.id}`;
      await attempt(
        origin.ip,
        subject,
        passwordBudget(async () => user.id),
      );
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

    /**
     * Resolves a bearer token to its current account; null when missing, forged, expired, revoked, locked, or its
     * session was signed out or pruned. One read (account, roles and session together) per request.
     */
    async authenticate(token: string): Promise<SignedInAccount | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const found = await accounts.authContext(claims.sub, claims.sid);
      if (!found) return null;
      const { account, session: row } = found;
      if (!account.isActive || account.tokenVersion !== claims.tv || account.role !== claims.role)
        return null;
      if (!row || row.revokedAt !== null) return null;
      const now = deps.clock();
      const stale = new Date(now.getTime() - TOUCH_EVERY_MS);
      if (row.lastUsedAt < stale) await accounts.sessions.touch(claims.sid, now, stale);
      return {
        id: account.id,
        fullName: account.fullName,
        email: account.email,
        role: account.role,
        permissions: found.permissions,
        sessionId: claims.sid,
      };
    },

    /**
     * For callers outside HTTP routes (the live-chat socket's handshake): the account behind `token` when it is
     * valid now and holds `permission`, else null. The same rule as the routes' guard.
     */
    async authorize(token: string, permission: Permission): Promise<SignedInAccount | null> {
      const user = await this.authenticate(token);
      return user && hasPermission(user.permissions, permission) ? user : null;
    },

    /** Ends this token's session (spec: logout); the account's other devices stay signed in. */
    async logout(user: SignedInAccount, origin: RequestOrigin): Promise<void> {
      await accounts.sessions.revoke(user.id, { only: user.sessionId }, deps.clock());
      await audit.record(ctxOf(origin, { id: user.id, email: user.email }), {
        action: 'auth.logout',
        targetType: 'session',
        targetId: user.sessionId,
      });
    },

    /** The account's sessions still in force (signed in within the token lifetime, not signed out). */
    async sessions(user: SignedInAccount): Promise<SessionView[]> {
      const since = new Date(deps.clock().getTime() - tokens.ttlSeconds * 1000);
      const rows = await accounts.sessions.active(user.id, since);
      return rows.map((r) => ({
        _id: r.id,
        device: describeDevice(r.userAgent),
        ip: r.ip,
        createdAt: r.createdAt.toISOString(),
        lastUsedAt: r.lastUsedAt.toISOString(),
        current: r.id === user.sessionId,
      }));
    },

    /** Signs one of the user's own sessions out; another account's session, or one already ended, is a 404. */
    async revokeSession(user: SignedInAccount, sessionId: string, origin: RequestOrigin): Promise<void> {
      const mine =
        isUuid(sessionId) &&
        (await accounts.sessions.revoke(user.id, { only: sessionId }, deps.clock())) === 1;
      if (!mine) throw new AppError('SESSION_NOT_FOUND', 404, SESSION_MESSAGES.notFound);
      await audit.record(ctxOf(origin, { id: user.id, email: user.email }), {
        action: 'session.revoke',
        targetType: 'session',
        targetId: sessionId,
        before: { revoked: false },
        after: { revoked: true, current: sessionId === user.sessionId },
      });
    },

    /** Signs every other session of the user out; this one stays. Returns how many ended. */
    async revokeOtherSessions(user: SignedInAccount, origin: RequestOrigin): Promise<number> {
      const count = await accounts.sessions.revoke(user.id, { except: user.sessionId }, deps.clock());
      await audit.record(ctxOf(origin, { id: user.id, email: user.email }), {
        action: 'session.revoke-others',
        targetType: 'account',
        targetId: user.id,
        after: { revoked: count },
      });
      return count;
    },

    /** Deletes sessions older than the token lifetime (their tokens have expired); returns how many. */
    async pruneSessions(): Promise<number> {
      return accounts.sessions.prune(new Date(deps.clock().getTime() - tokens.ttlSeconds * 1000));
    },

    /**
     * Changes the signed-in user's password; every token issued before, this one included, stops working. The
     * current password is guessed at no faster than a login (issue 11 item 2).
     */
    async changePassword(
      user: SignedInAccount,
      input: ChangePasswordInput,
      origin: RequestOrigin,
    ): Promise<{ token: string }> {
      await attempt(
        origin.ip,
        `password:${user.id}`,
        passwordBudget(async () => user.id),
      );
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
      // every session ended with the new password; this device goes on in a new one
      return { token: await signedIn(account, origin, account.tokenVersion + 1) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
