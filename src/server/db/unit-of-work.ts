import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A unit of work (ARCHITECTURE.md "Units of work", decision 026): the transaction a use case opens when it writes
 * the tables of two modules, handed to each service that takes part. A service never sees another's repository;
 * it takes the `Tx` as an argument and builds its own repository over it.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a repository runs its statements on: the pool, or the caller's transaction. Its own multi-statement writes
 * call `transaction()` on it: a transaction on the pool, a savepoint inside a unit of work.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT>;

/** What a unit of work does once it has committed (tell sockets, kick a dispatcher): never before, never on a rollback. */
export type AfterCommit = () => void;

const committing = new WeakMap<Tx, AfterCommit[]>();

/**
 * Opens a unit of work whose parts may ask for something to happen after it commits (`afterCommit`): a write
 * announced to the world only once it is durable (decision 051). What runs after the commit runs in the order it
 * was asked for; one that throws does not undo the commit nor stop the others.
 */
export async function runUnitOfWork<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const after: AfterCommit[] = [];
  const result = await db.transaction((tx) => {
    committing.set(tx, after);
    return work(tx);
  });
  for (const run of after) {
    try {
      run();
    } catch (error) {
      // the commit stands; what failed to be told is read from the database on the next reload
      process.emitWarning(`after commit: ${String(error)}`);
    }
  }
  return result;
}

/**
 * Runs `run` once the unit of work `tx` commits. `tx` must come from `runUnitOfWork`: a transaction opened any
 * other way has no commit to wait for here, which is a programming error.
 */
export function afterCommit(tx: Tx, run: AfterCommit): void {
  const after = committing.get(tx);
  if (!after) throw new Error('afterCommit: the transaction was not opened by runUnitOfWork');
  after.push(run);
}
