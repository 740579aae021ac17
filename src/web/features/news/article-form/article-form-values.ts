import {
  type ArticleInput,
  type articleInputSchema,
  articleTypeSchema,
} from '#domain/news/article.schema.ts';
import type { Autosave } from '#domain/news/autosave.schema.ts';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { htmlToText, KEYWORD_DENSITY, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { sanitizeSlug } from '#domain/news/slug.rules.ts';
import type { z } from '#domain/shared/zod.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { AdminArticle } from '../news.api.ts';
import { dateTimeLocalToIso, toDateTimeLocal } from '../schedule.ts';

export type PublishOption = 'now' | 'schedule' | 'draft';
export type FormMode = 'create' | 'edit';

type ArticleFields = Required<z.input<typeof articleInputSchema>>;

/**
 * What the create and edit screens hold: the article fields of the domain schema, plus how to publish
 * (spec 001 §2: now, schedule, draft) and the schedule as a datetime-local value.
 */
export type ArticleFormValues = Pick<
  ArticleFields,
  | 'title'
  | 'slug'
  | 'type'
  | 'summary'
  | 'focusKeyword'
  | 'keywords'
  | 'metaDescription'
  | 'image'
  | 'content'
> & {
  publishOption: PublishOption;
  scheduleAt: string;
  /** decision 042: when the article leaves the public site again, as a datetime-local value ('' for never) */
  unpublishAt: string;
};

const EMPTY: ArticleFormValues = {
  title: '',
  slug: '',
  type: 'news',
  summary: '',
  focusKeyword: '',
  keywords: [],
  metaDescription: '',
  image: '',
  content: '',
  publishOption: 'now',
  scheduleAt: '',
  unpublishAt: '',
};

/** The form's starting values: empty for a new article, else the article's (spec 001 §4). */
export function valuesFrom(article: AdminArticle | undefined): ArticleFormValues {
  if (!article) return { ...EMPTY, keywords: [] };
  // spec 001 §4: loading an article sets the option from its status and prefills a scheduled date.
  const publishOption: PublishOption =
    article.status === 'draft' || article.isDraft
      ? 'draft'
      : article.status === 'scheduled'
        ? 'schedule'
        : 'now';
  const type = articleTypeSchema.safeParse(article.type);
  return {
    title: article.title,
    slug: article.slug,
    type: type.success ? type.data : EMPTY.type,
    summary: article.summary,
    focusKeyword: article.focusKeyword,
    keywords: article.keywords,
    metaDescription: article.metaDescription,
    image: article.image ?? '',
    content: article.content,
    publishOption,
    scheduleAt:
      publishOption === 'schedule' && article.scheduledPublishDate
        ? toDateTimeLocal(new Date(article.scheduledPublishDate))
        : '',
    unpublishAt: article.scheduledUnpublishDate
      ? toDateTimeLocal(new Date(article.scheduledUnpublishDate))
      : '',
  };
}

/** The form with an autosave's text in it (decision 042); the publishing choices stay the form's. */
export function valuesWithAutosave(values: ArticleFormValues, kept: Autosave): ArticleFormValues {
  const type = articleTypeSchema.safeParse(kept.type);
  return {
    ...values,
    title: kept.title,
    slug: kept.slug,
    summary: kept.summary,
    content: kept.content,
    image: kept.image,
    type: type.success ? type.data : values.type,
    focusKeyword: kept.focusKeyword,
    keywords: kept.keywords,
    metaDescription: kept.metaDescription,
  };
}

/** Body text, or at least an image: what counts as content (spec 001 §5). */
export function hasArticleContent(html: string): boolean {
  return htmlToText(html).trim() !== '' || /<img\b/i.test(html);
}

/** The payload of a save (spec 001 §7): trimmed fields, a clean slug, the status and the schedule with offset. */
export function toArticleInput(values: ArticleFormValues, analysis: SeoAnalysis | null): ArticleInput {
  const draft = values.publishOption === 'draft';
  const scheduled = values.publishOption === 'schedule';
  return {
    title: values.title.trim(),
    slug: sanitizeSlug(values.slug || values.title),
    summary: values.summary.trim(),
    content: values.content,
    type: values.type,
    focusKeyword: values.focusKeyword.trim(),
    keywords: values.keywords,
    metaDescription: values.metaDescription.trim(),
    image: values.image.trim(),
    seoScore: analysis?.overallScore ?? 0,
    readabilityScore: analysis?.readabilityScore ?? 0,
    status: draft ? 'draft' : scheduled ? 'scheduled' : 'published',
    scheduledPublishDate: scheduled ? dateTimeLocalToIso(values.scheduleAt) : null,
    scheduledUnpublishDate: dateTimeLocalToIso(values.unpublishAt),
  };
}

/** The submit button's text for the chosen option. */
export function submitLabel(mode: FormMode, option: PublishOption): string {
  if (option === 'draft') return mode === 'create' ? 'Lưu bản nháp' : 'Cập nhật bản nháp';
  if (option === 'schedule') return 'Hẹn giờ đăng';
  return mode === 'create' ? 'Đăng bài viết' : 'Cập nhật bài viết';
}

/** spec 001 §8 "News successes" for a save. */
export function saveSuccessMessage(mode: FormMode, option: PublishOption): string {
  if (mode === 'edit') return option === 'draft' ? NEWS_MESSAGES.draftUpdated : NEWS_MESSAGES.updated;
  if (option === 'draft') return NEWS_MESSAGES.draftSaved;
  return option === 'schedule' ? NEWS_MESSAGES.scheduled : NEWS_MESSAGES.created;
}

/** spec 001 §8: a save that failed; a refusal from the rules (validation, SEO, schedule, permission) says why. */
export function saveFailureMessage(mode: FormMode, draft: boolean, error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && [400, 403, 409, 422].includes(error.status)) {
    return error.serverMessage;
  }
  if (mode === 'create') {
    return draft ? 'Không thể lưu bản nháp. Vui lòng thử lại.' : 'Không thể tạo bài viết. Vui lòng thử lại.';
  }
  return draft
    ? 'Không thể cập nhật bản nháp. Vui lòng thử lại.'
    : 'Không thể cập nhật bài viết. Vui lòng thử lại.';
}

/** spec 001 §5: keyword density 0.5-2.5 % is optimal, above high, below low. */
export function densityLabel(density: number): string {
  if (density > KEYWORD_DENSITY.max) return 'cao';
  if (density < KEYWORD_DENSITY.min) return 'thấp';
  return 'tối ưu';
}
