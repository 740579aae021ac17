import { TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { AppError } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import type { Account } from '../accounts/accounts.service.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { secondFactorLockedMail } from './auth-mails.ts';
import type { AuthDeps, RequestOrigin } from './auth-types.ts';
import { LOGIN_LIMITS, loginDelayMs } from './login-throttle.ts';

const TOO_MANY = 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút.';
export const SECOND_FACTOR_LOCKED = TWO_FACTOR_MESSAGES.locked;

/** Who did it and from where, for the audit trail. */
export const auditContextOf = (
  origin: RequestOrigin,
  actor: { id: string; email: string } | null,
): AuditContext => ({
  actor,
  ip: origin.ip,
  userAgent: origin.userAgent,
});

/**
 * The budgets every guess spends (a password, a second-factor code): counted before anything is checked, slowed
 * down as failures add up, forgotten on success (decision 024, LOGIN_LIMITS).
 */
export function createSignInAttempts(deps: AuthDeps) {
  const { failures, audit } = deps;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

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
  const lockKey = (accountId: string) => `2fa-locked:${accountId}`;

  async function lockSecondFactor(account: Account, origin: RequestOrigin): Promise<never> {
    // one lock (and one notice) per spell, however many requests cross the budget together
    if ((await failures.add(lockKey(account.id), LOGIN_LIMITS.secondFactorLockMs)) > 1)
      throw new AppError('TWO_FACTOR_LOCKED', 429, SECOND_FACTOR_LOCKED);
    await audit.record(auditContextOf(origin, null), {
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

  return {
    attempt,
    failed: (subject: string) => failures.add(`subject:${subject}`, LOGIN_LIMITS.windowMs),
    // a success takes its attempt back from the address's count (an office behind one address signs in all day)
    // and forgets the subject's earlier attempts and failures
    succeeded: (ip: string, subject: string) =>
      Promise.all([
        failures.release(`login-ip:${clientKey(ip)}`),
        failures.clear(`subject-all:${subject}`),
        failures.clear(`subject-ip:${subject}|${clientKey(ip)}`),
        failures.clear(`subject:${subject}`),
      ]),
    /** A password guess: the account's budget, per address it never signed in from. */
    passwordAttempt: (ip: string, subject: string, accountId: () => Promise<string | undefined>) =>
      attempt(ip, subject, { limit: LOGIN_LIMITS.perAccount, accountId }),

    /**
     * The second step of an account, from a client it never signed in from: past its budget the second factor is
     * locked for a while. The lock outlasts every ticket (5 minutes), so the tickets out when it starts are void;
     * the owner hears of it by e-mail (SMTP_URL) and in the audit trail (decision 024).
     */
    async secondFactorAttempt(account: Account, origin: RequestOrigin) {
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
    },
  };
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
