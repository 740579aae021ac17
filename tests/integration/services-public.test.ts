import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// spec 000 §7 GET /services (type, limit; 0 = all) and GET /services/{id}, on the seeded services.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });
const ids = (body: { data: { _id: string }[] }) => body.data.map((s) => s._id);

describe('GET /api/services', () => {
  it('lists every shown service in tab order (web, app, agency) when no limit is given', async () => {
    const body = (await get('/api/services')).json();
    const { rows } = await t.app.pool.query(
      `select count(*)::int n from services where not is_deleted and status`,
    );
    expect(body.data).toHaveLength(rows[0].n);
    const types = body.data.map((s: { type: string }) => s.type);
    const order = ['web', 'app', 'agency'];
    expect([...types].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(types);
  });

  it('filters by type and honours limit (0 means all)', async () => {
    const app = (await get('/api/services?type=app')).json();
    expect(app.data.length).toBeGreaterThanOrEqual(3);
    expect(app.data.every((s: { type: string }) => s.type === 'app')).toBe(true);
    expect((await get('/api/services?type=app&limit=2')).json().data).toHaveLength(2);
    expect((await get('/api/services?type=app&limit=0')).json().data).toHaveLength(app.data.length);
  });

  it('hides trashed and switched-off services', async () => {
    const [first, second] = ids((await get('/api/services?type=web')).json());
    await t.app.pool.query(`update services set is_deleted = true, deleted_at = now() where id = $1`, [
      first,
    ]);
    await t.app.pool.query(`update services set status = false where id = $1`, [second]);
    const after = ids((await get('/api/services')).json());
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    expect((await get(`/api/services/${first}`)).statusCode).toBe(404);
  });

  it.each(['?type=mobile', '?limit=-1', '?limit=abc', '?limit=1.5'])(
    'refuses %s with a Vietnamese 400',
    async (q) => {
      const r = await get(`/api/services${q}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(/không hợp lệ/);
    },
  );
});

describe('GET /api/services/:id', () => {
  it('answers one service with its price and lines', async () => {
    const [id] = ids((await get('/api/services?type=agency')).json());
    const r = await get(`/api/services/${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ _id: id, type: 'agency', description: expect.any(Array) });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"])(
    'answers 404 for %s',
    async (id) => {
      const r = await get(`/api/services/${encodeURIComponent(id)}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, message: 'Không tìm thấy dịch vụ' });
    },
  );
});
