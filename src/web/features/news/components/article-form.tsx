import { Eye, Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  type ArticleInput,
  articleInputSchema,
  isValidArticleImage,
  SEO_TOO_LOW_MESSAGE,
  TITLE_CONTENT_REQUIRED_MESSAGE,
} from '#domain/news/article.schema.ts';
import { NEWS_TYPES, newsTypeLabel } from '#domain/news/news-type.rules.ts';
import {
  analyzeSeo,
  charLength,
  countWords,
  htmlToText,
  KEYWORD_DENSITY,
  SEO_MIN_SCORE,
  type SeoAnalysis,
} from '#domain/news/seo.rules.ts';
import { sanitizeSlug, slugify, slugStatus } from '#domain/news/slug.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import { type AdminArticle, createArticle, searchKeywords, updateArticle } from '../news.api.ts';
import { dateTimeLocalToIso, minScheduleValue, scheduleProblem, toDateTimeLocal } from '../schedule.ts';
import { FeaturedImageField } from './featured-image.tsx';
import { SeoPanel } from './seo-panel.tsx';

export type PublishOption = 'now' | 'schedule' | 'draft';

type FormValues = {
  title: string;
  slug: string;
  type: string;
  summary: string;
  focusKeyword: string;
  keywords: string[];
  metaDescription: string;
  image: string;
  content: string;
  publishOption: PublishOption;
  scheduleAt: string;
};

// spec 001 §9: the SEO analysis waits 500 ms after the last change; the list follows 1.5 s after a save.
const SEO_DEBOUNCE_MS = 500;
const REDIRECT_DELAY_MS = 1500;

const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';
const cardClass = 'rounded-xl bg-white p-5 shadow-sm';

function valuesFrom(article: AdminArticle | undefined): FormValues {
  if (!article) {
    return {
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
    };
  }
  // spec 001 §4: loading an article sets the option from its status and prefills a scheduled date.
  const publishOption: PublishOption =
    article.status === 'draft' || article.isDraft
      ? 'draft'
      : article.status === 'scheduled'
        ? 'schedule'
        : 'now';
  return {
    title: article.title,
    slug: article.slug,
    type: article.type,
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
  };
}

function densityLabel(density: number): string {
  if (density > KEYWORD_DENSITY.max) return 'cao';
  if (density < KEYWORD_DENSITY.min) return 'thấp';
  return 'tối ưu';
}

function saveFailure(mode: 'create' | 'edit', draft: boolean, error: unknown): string {
  // a refusal from the rules (validation, SEO, schedule, permission) says why
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

type ArticleFormProps = {
  mode: 'create' | 'edit';
  article?: AdminArticle;
  /** Without the right to edit (spec 001 §6) the form shows why and does not save. */
  readOnlyReason?: string | null;
};

/** The create and edit screens of spec 001 §2 (basic info, SEO, editor, image, publishing, preview, SEO panel). */
export function ArticleForm({ mode, article, readOnlyReason = null }: ArticleFormProps) {
  const navigate = useNavigate();
  const ids = {
    title: useId(),
    slug: useId(),
    type: useId(),
    summary: useId(),
    keyword: useId(),
    related: useId(),
    meta: useId(),
    schedule: useId(),
  };
  const form = useForm<FormValues>({ defaultValues: valuesFrom(article) });
  const { register, setValue, control, reset } = form;
  const values = useWatch({ control }) as FormValues;
  const [slugTouched, setSlugTouched] = useState(mode === 'edit');
  const [keywordTouched, setKeywordTouched] = useState(mode === 'edit');
  const [relatedInput, setRelatedInput] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [analysis, setAnalysis] = useState<SeoAnalysis | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const redirectTimer = useRef<number | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current !== null) window.clearTimeout(redirectTimer.current);
    },
    [],
  );

  const contentText = useMemo(() => htmlToText(values.content ?? ''), [values.content]);
  const hasContent = contentText.trim() !== '' || /<img\b/i.test(values.content ?? '');

  // spec 001 §7: analysed 500 ms after the last change, only when the title and the content exist.
  useEffect(() => {
    if (!values.title?.trim() || !hasContent) {
      setAnalysis(null);
      return;
    }
    const timer = window.setTimeout(() => {
      setAnalysis(
        analyzeSeo({
          title: values.title,
          content: values.content,
          metaDescription: values.metaDescription,
          focusKeyword: values.focusKeyword,
          slug: values.slug,
          image: values.image,
          summary: values.summary,
          keywords: values.keywords,
        }),
      );
    }, SEO_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [
    values.title,
    values.content,
    values.metaDescription,
    values.focusKeyword,
    values.slug,
    values.image,
    values.summary,
    values.keywords,
    hasContent,
  ]);

  const score = analysis?.overallScore ?? 0;
  const imageValid = values.image.trim() !== '' && isValidArticleImage(values.image);
  const baseReady = Boolean(
    values.title.trim() && hasContent && values.type && values.summary.trim() && imageValid,
  );
  const seoReady = score >= SEO_MIN_SCORE;
  const submittable = !readOnlyReason && baseReady && (values.publishOption === 'draft' || seoReady);

  const onTitle = (title: string) => {
    setValue('title', title);
    // spec 001 §5: the slug follows the title until edited by hand; the title also gives the focus keyword
    if (!slugTouched) setValue('slug', slugify(title));
    if (!keywordTouched) setValue('focusKeyword', title.trim().toLowerCase());
  };

  const addRelated = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    const exists = values.keywords.some((item) => item.toLowerCase() === keyword.toLowerCase());
    if (!exists) setValue('keywords', [...values.keywords, keyword]);
    setRelatedInput('');
  };
  const onRelatedKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addRelated(relatedInput);
  };

  const findKeywords = async () => {
    const term = (relatedInput || values.focusKeyword).trim();
    if (!term) {
      notify.warning('Vui lòng nhập từ khóa để tìm kiếm');
      return;
    }
    try {
      const found = await searchKeywords(term);
      setSuggestions(found.filter((word) => !values.keywords.includes(word)));
      notify.success('Tìm kiếm từ khóa thành công!');
    } catch {
      notify.error('Không thể tìm kiếm từ khóa. Vui lòng thử lại.');
    }
  };

  const choose = (option: PublishOption) => {
    setValue('publishOption', option);
    // spec 001 §4: choosing schedule with no date prefills the minimum allowed time
    if (option === 'schedule' && !values.scheduleAt) setValue('scheduleAt', minScheduleValue());
  };

  const submit = async () => {
    if (readOnlyReason) {
      notify.error(readOnlyReason);
      return;
    }
    const draft = values.publishOption === 'draft';
    if (draft && !baseReady) {
      notify.error(
        values.title.trim() && hasContent && !imageValid
          ? 'Vui lòng nhập ảnh đại diện hợp lệ (URL hoặc public/images/...)'
          : TITLE_CONTENT_REQUIRED_MESSAGE,
      );
      return;
    }
    if (!draft && (!baseReady || !seoReady)) {
      notify.error(SEO_TOO_LOW_MESSAGE);
      return;
    }
    let scheduledPublishDate: string | null = null;
    if (values.publishOption === 'schedule') {
      const problem = scheduleProblem(values.scheduleAt);
      if (problem) {
        notify.error(problem);
        return;
      }
      scheduledPublishDate = dateTimeLocalToIso(values.scheduleAt);
    }
    const input: ArticleInput = {
      title: values.title.trim(),
      slug: sanitizeSlug(values.slug || values.title),
      summary: values.summary.trim(),
      content: values.content,
      type: values.type as ArticleInput['type'],
      focusKeyword: values.focusKeyword.trim(),
      keywords: values.keywords,
      metaDescription: values.metaDescription.trim(),
      image: values.image.trim(),
      seoScore: analysis?.overallScore ?? 0,
      readabilityScore: analysis?.readabilityScore ?? 0,
      status: draft ? 'draft' : values.publishOption === 'schedule' ? 'scheduled' : 'published',
      scheduledPublishDate,
    };
    const parsed = articleInputSchema.safeParse(input);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? TITLE_CONTENT_REQUIRED_MESSAGE);
      return;
    }
    setSaving(true);
    try {
      if (mode === 'edit' && article) {
        await updateArticle(article._id, input);
        notify.success(
          draft ? 'Bản nháp đã được cập nhật thành công' : 'Bài viết đã được cập nhật thành công',
        );
      } else {
        await createArticle(input);
        notify.success(
          draft
            ? 'Bản nháp đã được lưu thành công'
            : scheduledPublishDate
              ? 'Bài viết đã được hẹn giờ đăng thành công'
              : 'Bài viết đã được tạo thành công',
        );
        reset(valuesFrom(undefined));
        setEditorKey((key) => key + 1);
        setSlugTouched(false);
        setKeywordTouched(false);
      }
      redirectTimer.current = window.setTimeout(() => navigate('/admin/news/list'), REDIRECT_DELAY_MS);
    } catch (error) {
      notify.error(saveFailure(mode, draft, error));
      setSaving(false);
    }
  };

  const titleLength = charLength(values.title);
  const metaLength = charLength(values.metaDescription);
  const summaryWords = countWords(values.summary);
  const slugGood = slugStatus(values.slug, values.focusKeyword) === 'good';
  const submitLabel =
    values.publishOption === 'draft'
      ? mode === 'create'
        ? 'Lưu bản nháp'
        : 'Cập nhật bản nháp'
      : values.publishOption === 'schedule'
        ? 'Hẹn giờ đăng'
        : mode === 'create'
          ? 'Đăng bài viết'
          : 'Cập nhật bài viết';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">
          {mode === 'create' ? 'Tạo bài viết' : 'Chỉnh sửa bài viết'}
        </h2>
        <button type="button" className={buttonClass('secondary')} onClick={() => setPreviewOpen(true)}>
          <Eye className="size-4" aria-hidden="true" />
          Xem trước
        </button>
      </div>
      {readOnlyReason && (
        <p
          className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800"
          role="alert"
        >
          {readOnlyReason}
        </p>
      )}

      <form
        className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_340px]"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        // Enter in a one-line field must not publish the article: only the submit button does
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
        }}
      >
        <div className="min-w-0 space-y-4">
          <section className={cardClass} aria-labelledby={`${ids.title}-section`}>
            <h3 id={`${ids.title}-section`} className="text-base font-semibold text-slate-900">
              Thông tin cơ bản
            </h3>
            <div className="mt-3 space-y-4">
              <div>
                <label htmlFor={ids.title} className="block text-sm font-medium text-slate-700">
                  Tiêu đề <span className="text-red-600">*</span>
                </label>
                <input
                  id={ids.title}
                  type="text"
                  value={values.title}
                  onChange={(event) => onTitle(event.target.value)}
                  className={inputClass}
                />
                <p
                  className={`mt-1 text-xs ${titleLength > 0 && (titleLength < 30 || titleLength > 60) ? 'text-amber-600' : 'text-slate-500'}`}
                  data-testid="title-counter"
                >
                  {titleLength}/60{' '}
                  {titleLength > 0 && titleLength < 30 && '· Tiêu đề hơi ngắn (nên 30-60 ký tự)'}
                  {titleLength > 60 && '· Tiêu đề quá dài (nên 30-60 ký tự)'}
                </p>
              </div>
              <div>
                <label htmlFor={ids.slug} className="block text-sm font-medium text-slate-700">
                  Slug (URL)
                </label>
                <input
                  id={ids.slug}
                  type="text"
                  value={values.slug}
                  onChange={(event) => {
                    setSlugTouched(true);
                    setValue('slug', event.target.value.toLowerCase().replace(/[^a-z0-9-]/g, ''));
                  }}
                  onBlur={() => setValue('slug', sanitizeSlug(values.slug))}
                  className={inputClass}
                />
                <p
                  className={`mt-1 text-xs ${slugGood ? 'text-emerald-600' : 'text-amber-600'}`}
                  data-testid="slug-status"
                >
                  {slugGood
                    ? 'Slug tốt'
                    : 'Cần cải thiện: slug nên dài 10-60 ký tự, chỉ gồm a-z, 0-9, dấu gạch ngang và chứa từ khóa chính'}
                </p>
              </div>
              <div>
                <label htmlFor={ids.type} className="block text-sm font-medium text-slate-700">
                  Loại tin tức <span className="text-red-600">*</span>
                </label>
                <select id={ids.type} {...register('type')} className={inputClass}>
                  {NEWS_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {newsTypeLabel(type)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={ids.summary} className="block text-sm font-medium text-slate-700">
                  Tóm tắt <span className="text-red-600">*</span>
                </label>
                <textarea
                  id={ids.summary}
                  rows={3}
                  maxLength={900}
                  {...register('summary')}
                  className={inputClass}
                />
                <p
                  className={`mt-1 text-xs ${summaryWords > 0 && (summaryWords < 50 || summaryWords > 150) ? 'text-amber-600' : 'text-slate-500'}`}
                >
                  {summaryWords} từ · {charLength(values.summary)}/900 ký tự (nên 50-150 từ)
                </p>
              </div>
            </div>
          </section>

          <section className={cardClass} aria-labelledby={`${ids.keyword}-section`}>
            <h3 id={`${ids.keyword}-section`} className="text-base font-semibold text-slate-900">
              SEO
            </h3>
            <div className="mt-3 space-y-4">
              <div>
                <label htmlFor={ids.keyword} className="block text-sm font-medium text-slate-700">
                  Từ khóa chính
                </label>
                <input
                  id={ids.keyword}
                  type="text"
                  value={values.focusKeyword}
                  onChange={(event) => {
                    setKeywordTouched(true);
                    setValue('focusKeyword', event.target.value);
                  }}
                  className={inputClass}
                />
                {analysis && values.focusKeyword.trim() && (
                  <p className="mt-1 text-xs text-slate-500" data-testid="keyword-density">
                    Mật độ từ khóa: {analysis.keywordDensity}% ({densityLabel(analysis.keywordDensity)}, tối
                    ưu 0.5-2.5%)
                  </p>
                )}
              </div>
              <div>
                <label htmlFor={ids.related} className="block text-sm font-medium text-slate-700">
                  Từ khóa liên quan (nhấn Enter để thêm)
                </label>
                <div className="mt-1 flex gap-2">
                  <input
                    id={ids.related}
                    type="text"
                    value={relatedInput}
                    onChange={(event) => setRelatedInput(event.target.value)}
                    onKeyDown={onRelatedKey}
                    className={`${inputClass} mt-0`}
                  />
                  <button
                    type="button"
                    onClick={() => void findKeywords()}
                    className={`${buttonClass('secondary')} whitespace-nowrap`}
                  >
                    <Search className="size-4" aria-hidden="true" />
                    Gợi ý
                  </button>
                </div>
                {values.keywords.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label="Từ khóa liên quan">
                    {values.keywords.map((keyword) => (
                      <li
                        key={keyword}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700"
                      >
                        {keyword}
                        <button
                          type="button"
                          aria-label={`Xóa từ khóa ${keyword}`}
                          onClick={() =>
                            setValue(
                              'keywords',
                              values.keywords.filter((item) => item !== keyword),
                            )
                          }
                        >
                          <X className="size-3" aria-hidden="true" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                {suggestions.length > 0 && (
                  <div className="mt-2 flex flex-wrap gap-2 text-xs">
                    {suggestions.map((word) => (
                      <button
                        key={word}
                        type="button"
                        className="rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-50"
                        onClick={() => {
                          addRelated(word);
                          setSuggestions((list) => list.filter((item) => item !== word));
                        }}
                      >
                        + {word}
                      </button>
                    ))}
                  </div>
                )}
              </div>
              <div>
                <label htmlFor={ids.meta} className="block text-sm font-medium text-slate-700">
                  Mô tả meta
                </label>
                <textarea id={ids.meta} rows={3} {...register('metaDescription')} className={inputClass} />
                <p
                  className={`mt-1 text-xs ${metaLength > 0 && (metaLength < 120 || metaLength > 160) ? 'text-amber-600' : 'text-slate-500'}`}
                  data-testid="meta-counter"
                >
                  {metaLength}/160 (nên 120-160 ký tự)
                </p>
              </div>
            </div>
          </section>

          <section className={cardClass} aria-label="Nội dung">
            <h3 className="mb-3 text-base font-semibold text-slate-900">
              Nội dung <span className="text-red-600">*</span>
            </h3>
            <RichTextEditor
              key={editorKey}
              initialContent={values.content}
              onChange={({ html }) => setValue('content', html)}
              seoScore={analysis ? analysis.overallScore : null}
            />
          </section>

          <section className={cardClass} aria-label="Hình ảnh">
            <FeaturedImageField value={values.image} onChange={(image) => setValue('image', image)} />
          </section>

          <section className={cardClass} aria-labelledby={`${ids.schedule}-section`}>
            <h3 id={`${ids.schedule}-section`} className="text-base font-semibold text-slate-900">
              Lịch đăng bài
            </h3>
            <div
              className="mt-3 flex flex-wrap gap-4 text-sm"
              role="radiogroup"
              aria-label="Tùy chọn đăng bài"
            >
              {(
                [
                  ['now', 'Đăng ngay'],
                  ['schedule', 'Hẹn giờ đăng'],
                  ['draft', 'Lưu bản nháp'],
                ] as const
              ).map(([option, label]) => (
                <label key={option} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="publishOption"
                    value={option}
                    checked={values.publishOption === option}
                    onChange={() => choose(option)}
                  />
                  {label}
                </label>
              ))}
            </div>
            {values.publishOption === 'schedule' && (
              <label htmlFor={ids.schedule} className="mt-3 block text-sm font-medium text-slate-700">
                Thời gian đăng
                <input
                  id={ids.schedule}
                  type="datetime-local"
                  min={minScheduleValue()}
                  {...register('scheduleAt')}
                  className={`${inputClass} max-w-xs`}
                />
              </label>
            )}
          </section>

          <div className="flex justify-end gap-2">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => navigate('/admin/news/list')}
            >
              Hủy
            </button>
            <button
              type="submit"
              aria-disabled={!submittable || saving}
              className={`${buttonClass(values.publishOption === 'draft' ? 'secondary' : 'primary')} ${!submittable || saving ? 'cursor-not-allowed opacity-50' : ''}`}
              data-testid="article-submit"
            >
              {saving ? 'Đang lưu...' : submitLabel}
            </button>
          </div>
        </div>

        <aside className="space-y-4 xl:sticky xl:top-4 xl:self-start">
          <SeoPanel analysis={analysis} />
        </aside>
      </form>

      <Modal open={previewOpen} title="Xem trước bài viết" onClose={() => setPreviewOpen(false)} size="xl">
        <div className="rounded-lg border border-slate-200 p-4">
          <p className="text-lg text-[#1a0dab]">{values.title || 'Tiêu đề bài viết'}</p>
          <p className="text-sm text-emerald-700">
            {typeof window === 'undefined' ? '' : window.location.origin}/news/
            {values.slug || 'duong-dan-bai-viet'}
          </p>
          <p className="mt-1 text-sm text-slate-600">{values.metaDescription || values.summary}</p>
        </div>
        <article className="mt-6">
          <h1 className="text-3xl font-bold text-slate-900">{values.title}</h1>
          {values.summary && <p className="mt-3 text-slate-600 italic">{values.summary}</p>}
          <div
            className="article-content mt-6"
            // the editor's own output in the author's browser; the server sanitises it again on save
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendering the article HTML is the point of the preview
            dangerouslySetInnerHTML={{ __html: values.content }}
          />
        </article>
      </Modal>
    </div>
  );
}
