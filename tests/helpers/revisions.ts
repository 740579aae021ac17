import type pg from 'pg';

/**
 * Runs `run` while every insert into `table` fails (a trigger raising an error), then lifts the refusal: a write
 * that must be one transaction with that insert is seen to leave nothing behind when the insert fails.
 */
export async function withRefusedInserts(pool: pg.Pool, table: string, run: () => Promise<void>) {
  const name = `refuse_${table}`;
  await pool.query(`
    create function ${name}() returns trigger language plpgsql as $$
    begin raise exception '${table} refused'; end $$;
    create trigger ${name} before insert on ${table} for each row execute function ${name}();`);
  try {
    await run();
  } finally {
    await pool.query(`drop trigger ${name} on ${table}; drop function ${name}()`);
  }
}

/**
 * How many revisions an item keeps, and on how many days of Vietnam's calendar (the retention rule, decision 042:
 * `table` is an area's revisions table, `column` its key to the item).
 */
export async function revisionDays(pool: pg.Pool, table: string, column: string, itemId: string) {
  const { rows } = await pool.query(
    `select count(*)::int as n, count(distinct date_trunc('day', saved_at + interval '7 hours'))::int as days
     from ${table} where ${column} = $1`,
    [itemId],
  );
  return rows[0] as { n: number; days: number };
}
