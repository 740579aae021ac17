import { type APIRequestContext, expect } from '@playwright/test';

export type ApiArticle = {
  _id: string;
  slug: string;
  title: string;
  content: string;
  status: 'draft' | 'scheduled' | 'published';
  author: string;
  authorId: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  seoScore: number;
};

const SENTENCE =
  'Một website tốt giúp doanh nghiệp giới thiệu sản phẩm, tiếp cận khách hàng mới và xây dựng niềm tin lâu dài trên môi trường số';

/** Body text of `words` words or more, with the focus keyword about once every 100 words (density near 1 %). */
export function longContent(keyword: string, paragraphs = 4): string[] {
  return Array.from({ length: paragraphs }, (_, index) =>
    [
      `Phần ${index + 1}: ${keyword} là bước quan trọng.`,
      SENTENCE,
      SENTENCE,
      SENTENCE,
      'Đội ngũ của chúng tôi lắng nghe nhu cầu, phân tích thị trường và đề xuất giải pháp phù hợp với ngân sách.',
    ].join('. '),
  );
}

/** An article the server scores at 60 or more (title, meta, slug, keyword, 300+ words, image). */
export function seoReadyArticle(tag: string) {
  const keyword = 'thiết kế website';
  return {
    title: `Thiết kế website chuẩn SEO cho doanh nghiệp ${tag}`,
    slug: `thiet-ke-website-chuan-seo-${tag}`,
    summary:
      'Bài viết giới thiệu cách thiết kế website chuẩn SEO giúp doanh nghiệp nhỏ tiếp cận khách hàng, tăng doanh số và xây dựng thương hiệu bền vững trên môi trường số với chi phí hợp lý và quy trình rõ ràng.',
    content: longContent(keyword)
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join(''),
    type: 'news',
    focusKeyword: keyword,
    keywords: ['website', 'seo'],
    metaDescription:
      'Thiết kế website chuẩn SEO giúp doanh nghiệp nhỏ tăng khách hàng: quy trình, chi phí và kinh nghiệm thực tế từ đội ngũ chuyên gia của chúng tôi.',
    image: 'https://example.com/images/thiet-ke-website.jpg',
  };
}

export function authHeaders(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function createDraft(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
  tag = String(Date.now()),
): Promise<ApiArticle> {
  const response = await request.post('/api/news/draft', {
    headers: authHeaders(token),
    data: { ...seoReadyArticle(tag), status: 'draft', scheduledPublishDate: null, ...overrides },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { data: ApiArticle };
  return body.data;
}

export async function getArticle(request: APIRequestContext, token: string, idOrSlug: string) {
  return request.get(`/api/news/admin/${encodeURIComponent(idOrSlug)}`, { headers: authHeaders(token) });
}

/** The slugs the public list shows (first page of 50). */
export async function publicSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/news?limit=50');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Array<{ slug: string }> };
  return body.data.map((item) => item.slug);
}
