import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_CODE_PATTERN } from '../../src/domain/orders/payment-matching.rules.ts';
import { transferContentFor } from '../../src/domain/payments/vietqr.rules.ts';
import { ensureInitialContent } from '../../src/server/db/seed.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// what the first start seeds (the template database of the test run is seeded by it).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (sql: string): Promise<number> => Number((await t.app.pool.query(sql)).rows[0].n);

describe('first-start demo content', () => {
  it('has the first admin and one staff account', async () => {
    const { rows } = await t.app.pool.query(
      'select role, count(*)::int n from accounts group by role order by role',
    );
    expect(rows).toEqual([
      { role: 'admin', n: 1 },
      { role: 'staff', n: 1 },
    ]);
  });

  it('has at least 9 services across web, app and agency', async () => {
    expect(await count('select count(*) n from services where not is_deleted')).toBeGreaterThanOrEqual(9);
    const { rows } = await t.app.pool.query('select distinct type::text from services');
    expect(rows.map((r) => r.type).sort()).toEqual(['agency', 'app', 'web']);
  });

  it('has 12 published articles with bodies and images, plus a draft and a scheduled one', async () => {
    expect(
      await count(`select count(*) n from news where status = 'published' and not is_deleted`),
    ).toBeGreaterThanOrEqual(12);
    expect(await count(`select count(*) n from news where status = 'draft'`)).toBeGreaterThanOrEqual(1);
    expect(
      await count(
        `select count(*) n from news where status = 'scheduled' and scheduled_publish_date > now()`,
      ),
    ).toBeGreaterThanOrEqual(1);
    const { rows } = await t.app.pool.query(`select image, content from news where status = 'published'`);
    for (const row of rows) {
      expect(row.content).toMatch(/<p>/);
      expect(row.image).toMatch(/^public\/images\//);
      expect(existsSync(path.join(t.config.mediaDir, row.image.replace(/^public\//, '')))).toBe(true);
    }
  });

  it('gives demo orders the real order code and transfer content, one format everywhere (spec 000 §9)', async () => {
    const { rows } = await t.app.pool.query('select order_code, transfer_content, phone from orders');
    expect(rows.length).toBeGreaterThan(0);
    const wholeCode = new RegExp(`^${ORDER_CODE_PATTERN.source}$`);
    for (const row of rows) {
      expect(row.order_code).toMatch(wholeCode);
      expect(row.transfer_content).toBe(
        transferContentFor(t.config.payments.transferPrefix, row.order_code, row.phone),
      );
    }
    // the demo shows one visitor's claim waiting for its money (decision 025)
    expect(await count('select count(*) n from orders where claimed_at is not null')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('has 6 products with their files on disk', async () => {
    const { rows } = await t.app.pool.query('select zip_file, guide_file, dashboard_image from products');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      for (const file of [row.zip_file, row.guide_file, row.dashboard_image]) {
        expect(file).toMatch(/^public\//);
        expect(existsSync(path.join(t.config.mediaDir, file.replace(/^public\//, '')))).toBe(true);
      }
    }
  });

  it('has chatbot training items in each of the six categories', async () => {
    expect(await count('select count(distinct category) n from chatbot_training_items')).toBe(6);
  });

  it('does nothing on a second start', async () => {
    const before = await count('select count(*) n from news');
    expect(await ensureInitialContent(t.app.services.accounts, t.config)).toEqual([]);
    expect(await count('select count(*) n from news')).toBe(before);
  });
});
