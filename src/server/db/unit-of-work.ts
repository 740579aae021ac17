import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A unit of work (ARCHITECTURE.md "Units of work", decision 026): the transaction a use case opens when it writes
 * the tables of two modules, handed to each service that takes part. A service never sees another's repository;
 * it takes the `Tx` as an argument and builds its own repository over it.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a repository runs its statements on: the pool, or the caller's transaction. */
export type Executor = PgDatabase<NodePgQueryResultHKT>;

/**
 * Runs `work` in a transaction: a new one on the pool, or a savepoint inside the caller's, so a repository's
 * own multi-statement write keeps its all-or-nothing inside a larger unit of work too.
 */
export function inTransaction<T>(on: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return on.transaction(work);
}
