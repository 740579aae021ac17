import { LOGIN_MESSAGES } from '#domain/auth/login.schema.ts';
import { TWO_FACTOR_MESSAGES } from '#domain/auth/two-factor.schema.ts';
import { AppError } from '../../errors.ts';
import type { Account } from '../accounts/accounts.service.ts';
import { toAdminInfo } from './admin-info.ts';
import type { AuthDeps, RequestOrigin } from './auth-types.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSignInAttempts } from './sign-in-attempts.ts';
import { createTotp, newRecoveryCodes, normaliseRecoveryCode } from './totp.ts';

export const SIGNED_IN_MESSAGE = LOGIN_MESSAGES.signedIn;

/** The steps the auth use cases share, built once from the service's dependencies. */
export function createAuthSteps(deps: AuthDeps) {
  const { accounts, tokens } = deps;
  const totp = createTotp(deps.clock);

  /** A new sign-in session for this device and its token. */
  async function signedIn(account: Account, origin: RequestOrigin, tokenVersion = account.tokenVersion) {
    const row = await accounts.sessions.open(account.id, origin);
    return tokens.sign({ sub: account.id, role: account.role, tv: tokenVersion, sid: row.id });
  }

  const attempts = createSignInAttempts(deps);

  return {
    deps,
    totp,
    attempts,
    signedIn,

    /** The token and the admin answer of a successful sign-in. */
    async session(account: Account, origin: RequestOrigin) {
      const token = await signedIn(account, origin);
      return { token, admin: toAdminInfo(account, await accounts.permissionsOf(account.id)) };
    },

    /** A TOTP code (each time step once) or an unused recovery code of this account. */
    async checkSecondFactor(account: Account, code: string): Promise<boolean> {
      if (!account.totpSecret) return false;
      const step = await totp.check(account.totpSecret, code.trim());
      if (step !== null) return accounts.twoFactor.claimTotpStep(account.id, step);
      if (account.totpEnabledAt === null) return false;
      const given = normaliseRecoveryCode(code);
      if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(given)) return false;
      return accounts.twoFactor.spendRecoveryCode(account.id, given);
    },

    async issueRecoveryCodes(accountId: string): Promise<string[]> {
      const codes = newRecoveryCodes();
      await accounts.twoFactor.replaceRecoveryCodes(
        accountId,
        await Promise.all(codes.map((c) => hashPassword(c))),
      );
      return codes;
    },

    /**
     * The signed-in user's current password, guessed at no faster than a login (decision 024): the account when
     * it matches, else a 400 naming `field` with `message`.
     */
    async confirmPassword(
      user: { id: string },
      password: string,
      origin: RequestOrigin,
      refusal: { field: string; message: string },
    ): Promise<Account> {
      const subject = `password:${user.id}`;
      await attempts.passwordAttempt(origin.ip, subject, async () => user.id);
      const account = await accounts.findActiveById(user.id);
      if (!account || !(await verifyPassword(account.passwordHash, password))) {
        await attempts.failed(subject);
        throw new AppError('WRONG_PASSWORD', 400, refusal.message, { [refusal.field]: refusal.message });
      }
      await attempts.succeeded(origin.ip, subject);
      return account;
    },

    /** The account a second-step ticket names, while its sessions are those it was issued with. */
    async ticketAccount(ticket: string): Promise<Account> {
      const claims = await tokens.verifyTicket(ticket);
      const account = claims ? await accounts.findActiveById(claims.sub) : undefined;
      if (!claims || !account?.isActive || account.tokenVersion !== claims.tv)
        throw new AppError('TICKET_INVALID', 401, TWO_FACTOR_MESSAGES.ticketInvalid);
      return account;
    },
  };
}

export type AuthSteps = ReturnType<typeof createAuthSteps>;
