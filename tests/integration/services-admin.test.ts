import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_DESCRIPTION } from '../../src/domain/services/service.rules.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// spec 001 §2, §4, §5, §7, §8: services administration with a trash kept on the server.
let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: `Bearer ${await login(t.app, 'admin')}` };
  staff = { authorization: `Bearer ${await login(t.app, 'staff')}` };
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const valid = {
  title: 'Website thương mại điện tử',
  description: 'Thiết kế giao diện riêng\nngắn\nTích hợp thanh toán trực tuyến',
  price: 25_000_000,
  type: 'web',
};

async function createService(input: object = valid): Promise<string> {
  const r = await call('POST', '/api/services', input);
  expect(r.statusCode).toBe(201);
  return r.json().data._id;
}

describe('POST /api/services', () => {
  it('creates a service, keeping only description lines of 10 or more characters', async () => {
    const r = await call('POST', '/api/services', valid);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Thêm dịch vụ thành công!',
      data: {
        title: valid.title,
        price: valid.price,
        type: 'web',
        description: ['Thiết kế giao diện riêng', 'Tích hợp thanh toán trực tuyến'],
        isDeleted: false,
      },
    });
    const publicList = (await call('GET', '/api/services?type=web', undefined, {})).json();
    expect(publicList.data.map((s: { _id: string }) => s._id)).toContain(r.json().data._id);
  });

  it('uses the default description when no line is long enough, and web as the default type', async () => {
    const r = await call('POST', '/api/services', {
      title: 'Gói nhỏ',
      description: 'ngắn\nngắn nữa\nvừa đủ rồi',
      price: 1000,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ type: 'web', description: ['vừa đủ rồi'] });
    const only = await call('POST', '/api/services', {
      title: 'Gói nhỏ',
      description: 'a b c d e\nf',
      price: 1000,
    });
    // 'a b c d e\nf' is 11 characters in all (valid) but no line reaches 10
    expect(only.json().data.description).toEqual([DEFAULT_SERVICE_DESCRIPTION]);
  });

  it.each([
    [{ ...valid, title: '' }, 'title', 'Tiêu đề không được để trống'],
    [{ ...valid, title: 'ab' }, 'title', 'Tiêu đề phải có ít nhất 3 ký tự'],
    [{ ...valid, description: 'ngắn' }, 'description', 'Mô tả phải có ít nhất 10 ký tự'],
    [{ ...valid, price: 0 }, 'price', 'Giá dịch vụ phải là một số không âm và không vượt quá 1 tỷ'],
    [
      { ...valid, price: 1_000_000_001 },
      'price',
      'Giá dịch vụ phải là một số không âm và không vượt quá 1 tỷ',
    ],
    [{ ...valid, type: 'shop' }, 'type', 'Loại dịch vụ không được để trống'],
  ])('refuses bad input with the field message (%#)', async (input, field, message) => {
    const r = await call('POST', '/api/services', input);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors[field]).toBe(message);
  });

  it('is for admins only', async () => {
    expect((await call('POST', '/api/services', valid, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/services', valid, staff)).statusCode).toBe(403);
  });
});

describe('PUT /api/services/:id', () => {
  it('updates the service and splits the description again', async () => {
    const id = await createService();
    const r = await call('PUT', `/api/services/${id}`, {
      ...valid,
      title: 'Website doanh nghiệp',
      price: 9_900_000,
      type: 'agency',
      description: 'x\nBảo hành trọn đời sản phẩm',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: 'Cập nhật dịch vụ thành công!',
      data: {
        title: 'Website doanh nghiệp',
        price: 9_900_000,
        type: 'agency',
        description: ['Bảo hành trọn đời sản phẩm'],
      },
    });
    const publicOne = (await call('GET', `/api/services/${id}`, undefined, {})).json();
    expect(publicOne.data.title).toBe('Website doanh nghiệp');
  });

  it('answers 404 for an unknown, malformed or trashed service', async () => {
    expect((await call('PUT', '/api/services/00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', '/api/services/not-a-uuid', valid)).statusCode).toBe(404);
    const id = await createService();
    await call('DELETE', `/api/services/${id}`);
    expect((await call('PUT', `/api/services/${id}`, valid)).statusCode).toBe(404);
  });
});

describe('trash: DELETE, GET /trash, PATCH restore, DELETE permanent', () => {
  it('moves to the trash with who and when, hides from the public, restores, then deletes for good', async () => {
    const id = await createService({ ...valid, title: 'Dịch vụ để xóa thử' });
    const trashed = await call('DELETE', `/api/services/${id}`);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json().message).toBe('Dịch vụ đã được chuyển vào thùng rác');
    expect((await call('GET', `/api/services/${id}`, undefined, {})).statusCode).toBe(404);

    const trash = (await call('GET', '/api/services/trash?search=để xóa')).json();
    const row = trash.data.find((s: { _id: string }) => s._id === id);
    expect(row).toMatchObject({ isDeleted: true, deletedBy: expect.any(String) });
    expect(Date.parse(row.deletedAt)).not.toBeNaN();
    expect((await call('GET', '/api/services/trash?search=không có tên này')).json().data).toEqual([]);

    // deleting again or purging an active service changes nothing
    expect((await call('DELETE', `/api/services/${id}`)).statusCode).toBe(404);

    const restored = await call('PATCH', `/api/services/${id}/restore`, { isDeleted: false });
    expect(restored.json()).toMatchObject({
      message: 'Khôi phục dịch vụ thành công',
      data: { isDeleted: false, deletedAt: null },
    });
    expect((await call('GET', `/api/services/${id}`, undefined, {})).statusCode).toBe(200);
    expect((await call('DELETE', `/api/services/${id}/permanent`)).statusCode).toBe(404);

    await call('DELETE', `/api/services/${id}`);
    const deleted = await call('DELETE', `/api/services/${id}/permanent`);
    expect(deleted.json()).toEqual({ success: true, message: 'Xóa vĩnh viễn dịch vụ thành công' });
    const { rows } = await t.app.pool.query('select 1 from services where id = $1', [id]);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/services/upload', () => {
  function multipart(data: Buffer) {
    const boundary = `----vitest${randomBytes(8).toString('hex')}`;
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('stores an image and answers its path', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const r = await t.app.inject({ method: 'POST', url: '/api/services/upload', ...multipart(png) });
    expect(r.statusCode).toBe(200);
    expect(r.json().imagePath).toMatch(/^public\/images\/service-.+\.jpg$/);
  });

  it('refuses more than 5 MB with the spec text (413)', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const r = await t.app.inject({ method: 'POST', url: '/api/services/upload', ...multipart(big) });
    expect(r.statusCode).toBe(413);
    expect(r.json().message).toBe('Kích thước file quá lớn, vui lòng chọn file nhỏ hơn 5MB');
  });
});
