import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';

/** Shared by the news-*.test.ts files: article bodies that pass or fail the SEO gate, and a second staff account. */
let serial = 0;
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => ['nội', 'dung', 'bài', 'viết', 'hữu', 'ích'][i % 6]).join(' ');

/** 400 words, the keyword 4 times, a 40–60 character title and a 130-character meta: SEO score 100. */
export function goodArticle(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `Thiết kế website chuyên nghiệp số ${serial} cho doanh nghiệp`,
    summary: 'Dịch vụ thiết kế website trọn gói cho doanh nghiệp nhỏ, bàn giao nhanh và hỗ trợ lâu dài.',
    content: `<h2 style="text-align:center" data-style="h2">Thiết kế website</h2><p>${words(96)} thiết kế website ${words(97)}</p><p>${words(50)} thiết kế website ${words(50)}</p><p>thiết kế website ${words(40)} thiết kế website ${words(52)}</p>`,
    type: 'news',
    focusKeyword: 'thiết kế website',
    keywords: ['website doanh nghiệp', 'thiết kế web'],
    metaDescription:
      'Dịch vụ thiết kế website chuyên nghiệp cho doanh nghiệp nhỏ: giao diện đẹp, chuẩn SEO, tối ưu di động, bàn giao nhanh trong ba tuần.',
    image: 'public/images/anh-dai-dien.jpg',
    status: 'published',
    ...overrides,
  };
}

/** Complete but weak for SEO (short content, no keyword): fine as a draft, refused for publishing. */
export function weakArticle(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    title: `Bản nháp ngắn ${serial}`,
    summary: 'Tóm tắt ngắn',
    content: '<p>Vài dòng nội dung.</p>',
    type: 'huong-dan',
    image: 'https://cdn.example.com/anh.jpg',
    ...overrides,
  };
}

export const OTHER_STAFF = {
  email: 'staff2@example.com',
  password: 'Staff2@12345',
  fullName: 'Trần Văn Khác',
};

/** A second staff account, for "staff may change only their own articles". */
export async function createOtherStaff(app: FastifyInstance): Promise<string> {
  const { rows } = await app.pool.query<{ id: string }>(
    `insert into accounts (full_name, email, password_hash, role) values ($1, $2, $3, 'staff') returning id`,
    [OTHER_STAFF.fullName, OTHER_STAFF.email, await hashPassword(OTHER_STAFF.password)],
  );
  return rows[0]!.id;
}

export async function loginAs(app: FastifyInstance, credentials: { email: string; password: string }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: credentials.email, password: credentials.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** app.inject as an admin screen calls the API: a method, a URL, an optional JSON body, the account's headers. */
export function apiCaller(app: () => FastifyInstance, defaultHeaders: () => Record<string, string>) {
  return (method: Method, url: string, payload?: unknown, headers = defaultHeaders()) =>
    app().inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
