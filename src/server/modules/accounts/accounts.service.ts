import type { Db } from '../../db/client.ts';
import { type AccountRow, createAccountsRepository } from './accounts.repository.ts';

export type Account = AccountRow;

/** The account operations, on the pool or inside one transaction. */
function accountsOn(db: Db) {
  const repo = createAccountsRepository(db);
  return {
    findActiveByEmail: repo.findActiveByEmail,
    findActiveById: repo.findActiveById,
    /** Ends every session of the account: tokens carry the version they were issued with. */
    revokeTokens: repo.bumpTokenVersion,
    /** Stores a new password hash and, in the same statement, ends the account's sessions. */
    setPasswordHash: repo.setPasswordHash,
    create: repo.insert,
    count: repo.count,
    namesByIds: repo.namesByIds,
  };
}

/**
 * The admin-side accounts (spec 002 §1). Other modules (auth, the first-start seed) reach the accounts table only
 * through here.
 */
export function createAccountsService(deps: { db: Db }) {
  return {
    ...accountsOn(deps.db),

    /**
     * Runs `work` in one transaction, with the account operations bound to it: the first-start seed creates the
     * first accounts and the demo content together, or nothing.
     */
    transaction<T>(work: (accounts: ReturnType<typeof accountsOn>, tx: Db) => Promise<T>): Promise<T> {
      return deps.db.transaction((tx) => work(accountsOn(tx), tx));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
