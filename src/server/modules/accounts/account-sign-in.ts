import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/**
 * What signing in asks of an account (spec 002 §1; decisions 016 and 024), as the accounts area's own use cases:
 * its sign-in sessions, its second factor and its password. The auth service decides when each happens; the rows
 * stay the accounts area's, written only through its repository.
 */
export function accountSignIn(repo: AccountsRepository, clock: () => Date) {
  return {
    /** Sets a new password; every session of the account ends with the old one (the token version moves). */
    async changePassword(accountId: string, newPassword: string): Promise<void> {
      await repo.setPasswordHash(accountId, await hashPassword(newPassword));
    },

    /** Sign-in sessions (account_sessions), one per sign-in: the token carries the session's id. */
    sessions: {
      async open(
        accountId: string,
        origin: { ip: string; userAgent: string | null },
      ): Promise<{ id: string }> {
        const row = await repo.createSession({
          accountId,
          ip: origin.ip,
          userAgent: origin.userAgent,
          at: clock(),
        });
        return { id: row.id };
      },
      /** Marks the session used now, unless another request marked it after `markedAfter` already. */
      markUsed(sessionId: string, markedAfter: Date): Promise<void> {
        return repo.touchSession(sessionId, clock(), markedAfter);
      },
      /** The account's sessions not signed out and signed in after `since`, most recently used first. */
      inForce(accountId: string, since: Date) {
        return repo.activeSessions(accountId, since);
      },
      /** Signs out the session named (`only`) or all but one (`except`); returns how many ended. */
      end(accountId: string, which: { only: string } | { except: string }): Promise<number> {
        return repo.revokeSessions(accountId, which, clock());
      },
      /** Deletes the sessions signed in before `before` (their tokens have expired); returns how many. */
      deleteSignedInBefore(before: Date): Promise<number> {
        return repo.pruneSessions(before);
      },
    },

    /** The second factor: a TOTP secret (not in force until confirmed) and single-use recovery codes. */
    twoFactor: {
      /** A new secret, not in force until a code confirms it. */
      async startSetup(accountId: string, secret: string): Promise<void> {
        await repo.setTotp(accountId, { totpSecret: secret, totpLastStep: null });
      },
      async turnOn(accountId: string): Promise<void> {
        await repo.setTotp(accountId, { totpEnabledAt: clock() });
      },
      /** Forgets the secret and the recovery codes. */
      async turnOff(accountId: string): Promise<void> {
        await repo.setTotp(accountId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
        await repo.replaceRecoveryCodes(accountId, []);
      },
      /** Accepts a TOTP time step only once, and only after the last one accepted. */
      claimTotpStep(accountId: string, step: number): Promise<boolean> {
        return repo.claimTotpStep(accountId, step);
      },
      /** Stores the hashes of a new set of recovery codes in place of the old set. */
      replaceRecoveryCodes(accountId: string, codeHashes: string[]): Promise<void> {
        return repo.replaceRecoveryCodes(accountId, codeHashes);
      },
      /** Spends the unused recovery code `given` matches; false when none does (or another request spent it). */
      async spendRecoveryCode(accountId: string, given: string): Promise<boolean> {
        for (const stored of await repo.unusedRecoveryCodes(accountId)) {
          if (await verifyPassword(stored.codeHash, given)) return repo.spendRecoveryCode(stored.id, clock());
        }
        return false;
      },
    },
  };
}
