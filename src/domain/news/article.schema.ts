import { dataEnvelope, pagedEnvelope } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import { newsCardSchema } from '../site/home.schema.ts';
import { NEWS_MESSAGES } from './news-messages.ts';
import { NEWS_TYPES } from './news-type.rules.ts';
import { htmlToText } from './seo.rules.ts';

// spec 001 §5: the featured image is a well-formed absolute URL or a path starting with public/images/
// (optionally with a leading slash). Absolute means http(s): other schemes never reach an <img>.
const PUBLIC_IMAGE_PATH = /^\/?public\/images\/[^\s?#\\]+$/;

export function isValidArticleImage(value: string): boolean {
  const v = value.trim();
  if (PUBLIC_IMAGE_PATH.test(v)) return !v.split('/').includes('..');
  if (!URL.canParse(v)) return false;
  const url = new URL(v);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

export const IMAGE_REQUIRED_MESSAGE = 'Hình ảnh đại diện là bắt buộc và phải hợp lệ';
export const IMAGE_INVALID_MESSAGE = 'Ảnh phải là URL hợp lệ hoặc đường dẫn public/images/...';
export const TITLE_CONTENT_REQUIRED_MESSAGE = 'Vui lòng nhập ít nhất tiêu đề và nội dung';
export const SCHEDULE_REQUIRED_MESSAGE = 'Vui lòng chọn thời gian hẹn giờ đăng';
export const SCHEDULE_TOO_SOON_MESSAGE = 'Thời gian hẹn giờ phải cách hiện tại ít nhất 5 phút';
export const UNPUBLISH_DATE_INVALID_MESSAGE = 'Thời gian gỡ bài không hợp lệ';
export const UNPUBLISH_IN_PAST_MESSAGE = 'Thời gian gỡ bài phải sau thời điểm hiện tại';
export const UNPUBLISH_BEFORE_PUBLISH_MESSAGE = 'Thời gian gỡ bài phải sau thời gian xuất bản';
export const ARTICLE_VERSION_INVALID_MESSAGE = 'Phiên bản bài viết không hợp lệ';
export const STALE_ARTICLE_MESSAGE =
  'Bài viết đã được người khác lưu sau khi bạn mở. Hãy xem phần khác biệt, gộp thay đổi của bạn vào bản mới nhất rồi lưu lại.';
export const SEO_TOO_LOW_MESSAGE = 'Vui lòng điền đầy đủ thông tin và cải thiện SEO score (ít nhất 60)';

/** An article's id or slug in the path; a longer one is a missing article. */
export const articleIdParamsSchema = idParamsSchema(NEWS_MESSAGES.notFound, { max: 200, nonEmpty: true });

export const articleTypeSchema = z.enum(NEWS_TYPES, { error: 'Vui lòng chọn loại bài viết hợp lệ' });

const articleStatusSchema = z.enum(['draft', 'scheduled', 'published'], {
  error: 'Trạng thái bài viết không hợp lệ',
});

/** spec 001 §7: ISO 8601 with a time zone offset (or Z); stored in UTC. */
const scheduleDateSchema = z.iso.datetime({ offset: true, error: 'Thời gian hẹn giờ không hợp lệ' });

const plain = (max: number, tooLong: string) =>
  z.string({ error: 'Giá trị phải là chuỗi ký tự' }).trim().max(max, tooLong);

/**
 * The article form, shared by the create/edit screens and POST /news, POST /news/draft, PUT /news/{id}.
 * spec 001 §5: title, content, type, summary and a valid featured image for every save (the stricter reading:
 * the submit button needs them whatever the option; the draft toast keeps its text). The SEO score and the
 * 5-minute rule depend on the server's analysis and clock, so the service checks them. seoScore and
 * readabilityScore are accepted because the client sends them (spec 001 §7) and ignored: the server computes both.
 */
export const articleInputSchema = z
  .strictObject({
    title: plain(200, 'Tiêu đề không được vượt quá 200 ký tự').min(1, TITLE_CONTENT_REQUIRED_MESSAGE),
    slug: plain(200, 'Slug không được vượt quá 200 ký tự').default(''),
    summary: plain(900, 'Tóm tắt không được vượt quá 900 ký tự').min(1, 'Vui lòng nhập tóm tắt bài viết'),
    content: z
      .string({ error: TITLE_CONTENT_REQUIRED_MESSAGE })
      .max(500_000, 'Nội dung bài viết quá dài')
      // text once tags are read (in linear time), or at least an image
      .refine((html) => htmlToText(html).trim() !== '' || /<img\b/i.test(html), {
        error: TITLE_CONTENT_REQUIRED_MESSAGE,
      }),
    type: articleTypeSchema,
    focusKeyword: plain(100, 'Từ khóa chính không được vượt quá 100 ký tự').default(''),
    keywords: z
      .array(plain(100, 'Từ khóa không được vượt quá 100 ký tự').min(1, 'Từ khóa không được để trống'), {
        error: 'Danh sách từ khóa không hợp lệ',
      })
      .max(30, 'Tối đa 30 từ khóa liên quan')
      .default([]),
    metaDescription: plain(500, 'Mô tả meta không được vượt quá 500 ký tự').default(''),
    image: z
      .string({ error: IMAGE_REQUIRED_MESSAGE })
      .trim()
      .min(1, IMAGE_REQUIRED_MESSAGE)
      .refine(isValidArticleImage, { error: IMAGE_INVALID_MESSAGE }),
    status: articleStatusSchema.default('published'),
    scheduledPublishDate: scheduleDateSchema.nullable().default(null),
    /**
     * When the article leaves the public site again (decision 042): null removes it; left out, a save keeps the
     * stored one (the spec's body has no such field).
     */
    scheduledUnpublishDate: z.iso
      .datetime({ offset: true, error: UNPUBLISH_DATE_INVALID_MESSAGE })
      .nullable()
      .optional(),
    seoScore: z.number().optional(),
    readabilityScore: z.number().optional(),
    /**
     * The article's version the form was loaded with (decision 042): a save based on an older one is refused with
     * 409 STALE_ARTICLE. Optional: a client that leaves it out saves as before.
     */
    expectedVersion: z
      .number({ error: ARTICLE_VERSION_INVALID_MESSAGE })
      .int(ARTICLE_VERSION_INVALID_MESSAGE)
      .min(1, ARTICLE_VERSION_INVALID_MESSAGE)
      .optional(),
  })
  .refine((a) => a.status !== 'scheduled' || a.scheduledPublishDate !== null, {
    path: ['scheduledPublishDate'],
    error: SCHEDULE_REQUIRED_MESSAGE,
  });
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleData = z.output<typeof articleInputSchema>;

/** spec 001 §4: publish a draft now (no date) or at a time; 'publish now' of a scheduled article sends {}. */
export const publishDraftSchema = z.strictObject({
  scheduledPublishDate: scheduleDateSchema.nullable().optional(),
});

// spec 001 §9: the admin list shows 10 per page
export const ADMIN_NEWS_PAGE_SIZE = 10;

const limitSchema = limitQuerySchema({
  invalid: 'Số bài mỗi trang không hợp lệ',
  max: 50,
  tooMany: 'Số bài mỗi trang tối đa là 50',
});
const flagSchema = z
  .enum(['true', 'false'], { error: 'Giá trị includeDrafts không hợp lệ' })
  .default('false')
  .transform((v) => v === 'true');

/**
 * GET /news: page, limit, title search, includeDrafts. Without a limit the admin list (includeDrafts with a
 * token) shows 10 per page and the public list 9 (spec 000 §9), so the limit has no default here.
 */
export const newsListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitSchema.optional(),
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
  includeDrafts: flagSchema,
});

/** GET /news/trash */
export const trashQuerySchema = z.object({
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
});

/** GET /news/keywords?search= */
export const keywordSearchQuerySchema = z.object({
  search: z
    .string({ error: 'Vui lòng nhập từ khóa để tìm kiếm' })
    .trim()
    .min(1, 'Vui lòng nhập từ khóa để tìm kiếm')
    .max(100, 'Từ khóa tìm kiếm quá dài'),
});

/** POST /news/seo/analyze: what the editor sends (spec 001 §7), plus the optional extras of analyzeSeo. */
export const seoAnalyzeSchema = z.strictObject({
  title: z.string({ error: 'Tiêu đề không hợp lệ' }).max(1000, 'Tiêu đề quá dài'),
  content: z.string({ error: 'Nội dung không hợp lệ' }).max(500_000, 'Nội dung bài viết quá dài'),
  metaDescription: z.string().max(2000, 'Mô tả meta quá dài').default(''),
  focusKeyword: z.string().max(200, 'Từ khóa chính quá dài').default(''),
  slug: z.string().max(500, 'Slug quá dài').default(''),
  image: z.string().max(2000, 'Đường dẫn ảnh quá dài').nullable().default(null),
  summary: z.string().max(2000, 'Tóm tắt quá dài').optional(),
  keywords: z.array(z.string().max(100)).max(30).optional(),
});

/** The public like calls (spec 000 §7): an article's id as the public pages link it. */
export const publicArticleIdParamsSchema = idParamsSchema();
export const likeStatusSchema = z.object({ liked: z.boolean(), totalLikes: z.number().int() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** What POST /news/seo/analyze answers: analyzeSeo's result (seo.rules.ts), as the SEO panel reads it. */
export const seoAnalysisSchema = z.object({
  overallScore: z.number(),
  readabilityScore: z.number(),
  scoreClass: z.enum(['excellent', 'good', 'warning', 'poor']),
  wordCount: z.number(),
  keywordDensity: z.number(),
  title: z.object({ score: z.number(), issues: z.array(z.string()) }),
  metaDescription: z.object({ score: z.number(), issues: z.array(z.string()) }),
  checks: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      status: z.enum(['good', 'warning', 'error']),
      message: z.string(),
    }),
  ),
  recommendations: z.array(z.string()),
});

/** An article as the news API returns it (spec 001 §3). Dates are ISO 8601; author and deletedBy are names. */
const articleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  type: z.string(),
  author: z.string(),
  authorId: z.string().nullable(),
  status: articleStatusSchema,
  isDraft: z.boolean(),
  isDeleted: z.boolean(),
  scheduledPublishDate: z.string().nullable(),
  publishedDate: z.string().nullable(),
  /** When the scheduler takes it off the public site (decision 042). */
  scheduledUnpublishDate: z.string().nullable().optional(),
  views: z.number().int(),
  like: z.number().int(),
  focusKeyword: z.string(),
  keywords: z.array(z.string()),
  metaDescription: z.string(),
  seoScore: z.number().int(),
  readabilityScore: z.number().int(),
  /** Moves on every write: sent back as `expectedVersion` with the next save (decision 042). */
  version: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

/** GET /news?includeDrafts=true with a token: one page of the admin list (spec 001 §2, §7). */
export const adminNewsListResponseSchema = pagedEnvelope(articleSchema);
/** GET /news/trash: every deleted article, unpaged. */
export const newsTrashResponseSchema = dataEnvelope(z.array(articleSchema));
/** GET /news/keywords: keywords stored articles use. */
export const keywordSuggestionsResponseSchema = dataEnvelope(z.array(z.string()));
/** One article: GET /news/{id}, and the answers of every change. */
export const articleResponseSchema = dataEnvelope(articleSchema);

/** The upload answer (spec 001 §3 Upload response). */
export const uploadResultSchema = z.object({
  success: z.literal(true),
  imagePath: z.string(),
  fullPath: z.string(),
  message: z.string().optional(),
});

/** A change to one article: the article as it now stands, with what happened. */
export const articleChangedResponse = articleResponseSchema.extend({ message: z.string() });
// the admin list first: a serialised union keeps the first shape that fits, and cards fit inside articles
export const adminNewsListReply = adminNewsListResponseSchema.extend({ message: z.string() });
export const publicNewsListReply = adminNewsListReply.extend({ data: z.array(newsCardSchema) });
