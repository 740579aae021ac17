import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// spec 002 §2, §3, §7 GET /admin/dashboard — with real figures where the old version fabricated them.
const NOW = new Date('2026-11-20T05:00:00Z'); // 12:00 in Ho Chi Minh City
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, () => NOW);
  token = await login(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

const stats = async () => {
  const r = await t.app.inject({
    url: '/api/admin/dashboard',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(r.statusCode).toBe(200);
  return r.json().data;
};
const n = async (sql: string) => Number((await t.app.pool.query(sql)).rows[0].n);

describe('GET /api/admin/dashboard', () => {
  it('answers the stored counts (trash excluded)', async () => {
    const data = await stats();
    expect(data.orders).toBe(await n('select count(*) n from orders'));
    expect(data.services).toBe(await n('select count(*) n from services where not is_deleted'));
    expect(data.news).toBe(await n('select count(*) n from news where not is_deleted'));
    expect(data.bookings).toBe(await n('select count(*) n from bookings'));
    expect(data.services).toBeGreaterThan(0);
  });

  it('follows the database: a trashed service and a new order change the figures', async () => {
    const before = await stats();
    await t.app.pool.query(
      `update services set is_deleted = true, deleted_at = now() where id = (select id from services where not is_deleted limit 1)`,
    );
    await t.app.pool.query(
      `insert into orders (service_title, service_type, full_name, phone, email, payment_method, order_code, transfer_content, created_at)
       values ('Dịch vụ thử', 'web', 'Nguyễn Văn A', '0912345678', 'a@example.com', 'MOMO', 'DH-TEST-1', 'TTDV 5678', $1)`,
      ['2026-11-20T02:00:00Z'],
    );
    const after = await stats();
    expect(after.services).toBe(before.services - 1);
    expect(after.orders).toBe(before.orders + 1);
    const today = after.charts.ordersByDay.at(-1);
    expect(today.date).toBe('2026-11-20');
    expect(today.count).toBe(before.charts.ordersByDay.at(-1).count + 1);
  });

  it('charts seven Vietnamese calendar days and every service type and booking status', async () => {
    const { charts } = await stats();
    expect(charts.ordersByDay.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(charts.servicesByType.map((s: { type: string }) => s.type).sort()).toEqual([
      'agency',
      'app',
      'web',
    ]);
    const bookingTotal = charts.bookingsByStatus.reduce(
      (sum: number, b: { count: number }) => sum + b.count,
      0,
    );
    expect(bookingTotal).toBe(await n('select count(*) n from bookings'));
  });
});
