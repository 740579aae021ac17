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
