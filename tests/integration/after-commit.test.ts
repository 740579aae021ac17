import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, runUnitOfWork } from '../../src/server/db/unit-of-work.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// decision 051: what a unit of work tells others waits for its commit, and is never told when it rolls back.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('runUnitOfWork and afterCommit', () => {
  it('runs what was asked once the transaction has committed, in order, and sees the committed row', async () => {
    await t.app.db.execute(sql`create table after_commit_probe (n int)`);
    const seen: string[] = [];
    const result = await runUnitOfWork(t.app.db, async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      afterCommit(tx, () => seen.push('first'));
      afterCommit(tx, () => seen.push('second'));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['first', 'second']);
    const { rows } = await t.app.db.execute(sql`select count(*)::int as n from after_commit_probe`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('tells nothing when the unit of work rolls back', async () => {
    const seen: string[] = [];
    await expect(
      runUnitOfWork(t.app.db, async (tx) => {
        afterCommit(tx, () => seen.push('told'));
        throw new Error('a later write failed');
      }),
    ).rejects.toThrow('a later write failed');
    expect(seen).toEqual([]);
  });

  it('refuses a transaction it did not open: nobody would know when it commits', async () => {
    await expect(t.app.db.transaction(async (tx) => afterCommit(tx, () => {}))).rejects.toThrow(
      /runUnitOfWork/,
    );
  });
});
