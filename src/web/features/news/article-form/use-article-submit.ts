import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  articleInputSchema,
  isValidArticleImage,
  SEO_TOO_LOW_MESSAGE,
  TITLE_CONTENT_REQUIRED_MESSAGE,
} from '#domain/news/article.schema.ts';
import { SEO_MIN_SCORE, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { ArticleEditing } from '../editing/use-article-editing.ts';
import { type AdminArticle, createArticle, updateArticle } from '../news.api.ts';
import { scheduleProblem } from '../schedule.ts';
import {
  type ArticleFormValues,
  type FormMode,
  hasArticleContent,
  saveFailureMessage,
  saveSuccessMessage,
  toArticleInput,
} from './article-form-values.ts';

// spec 001 §4, §9: the list follows 1.5 s after a save
const REDIRECT_DELAY_MS = 1500;

type Options = {
  mode: FormMode;
  article: AdminArticle | undefined;
  readOnlyReason: string | null;
  values: ArticleFormValues;
  analysis: SeoAnalysis | null;
  /** autosave, the version the form is based on, the refusal of a stale save (decision 042) */
  editing: ArticleEditing;
  /** After a create: the form starts again empty. */
  onCreated: () => void;
};

/** spec 001 §5 submit rules and toasts, the save call (§7) and the return to the list. */
export function useArticleSubmit(options: Options) {
  const { mode, readOnlyReason, values, analysis, editing, onCreated } = options;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const redirectTimer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (redirectTimer.current !== null) window.clearTimeout(redirectTimer.current);
    },
    [],
  );

  const draft = values.publishOption === 'draft';
  const hasContent = hasArticleContent(values.content);
  const imageValid = values.image.trim() !== '' && isValidArticleImage(values.image);
  const baseReady = Boolean(
    values.title.trim() && hasContent && values.type && values.summary.trim() && imageValid,
  );
  const seoReady = (analysis?.overallScore ?? 0) >= SEO_MIN_SCORE;
  const submittable = !readOnlyReason && baseReady && (draft || seoReady);

  /** The reason the form may not be sent yet, as the toast says it, or null. */
  const problem = (): string | null => {
    if (readOnlyReason) return readOnlyReason;
    if (draft && !baseReady) {
      return values.title.trim() && hasContent && !imageValid
        ? 'Vui lòng nhập ảnh đại diện hợp lệ (URL hoặc public/images/...)'
        : TITLE_CONTENT_REQUIRED_MESSAGE;
    }
    if (!draft && (!baseReady || !seoReady)) return SEO_TOO_LOW_MESSAGE;
    if (values.publishOption === 'schedule') return scheduleProblem(values.scheduleAt);
    return null;
  };

  const submit = async () => {
    const refusal = problem();
    if (refusal) {
      notify.error(refusal);
      return;
    }
    const input = toArticleInput(values, analysis);
    const parsed = articleInputSchema.safeParse(input);
    if (!parsed.success) {
      notify.error(parsed.error.issues[0]?.message ?? TITLE_CONTENT_REQUIRED_MESSAGE);
      return;
    }
    setSaving(true);
    // decision 042: no autosave runs during the save; a new article already autosaved is its draft, updated
    const id = (await editing.autosaver.pause()) ?? options.article?._id;
    try {
      if (id) await updateArticle(id, { ...input, expectedVersion: editing.expectedVersion });
      else await createArticle(input);
      notify.success(saveSuccessMessage(mode, values.publishOption));
      editing.autosaver.settle(values, mode === 'create');
      if (mode === 'create') onCreated();
      redirectTimer.current = window.setTimeout(() => navigate('/admin/news/list'), REDIRECT_DELAY_MS);
    } catch (error) {
      editing.autosaver.resume();
      setSaving(false);
      const stale =
        error instanceof ApiError && error.code === 'STALE_ARTICLE' ? error.serverMessage : undefined;
      // decision 042: a stale save shows the difference to merge; without it, the message alone
      if (stale) await editing.refused(stale).catch(() => notify.error(stale));
      else notify.error(saveFailureMessage(mode, draft, error));
    }
  };

  return { submit, saving, submittable };
}
