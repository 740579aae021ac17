import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RevisionsPanel } from '../../../components/admin/revisions/revisions-panel.tsx';
import { buttonClass } from '../../../components/ui/modal.tsx';
import { FeaturedImageField } from '../components/featured-image.tsx';
import { SeoPanel } from '../components/seo-panel.tsx';
import { AutosaveOffer } from '../editing/autosave-offer.tsx';
import { newsRevisions } from '../editing/editing.api.ts';
import { EditingStatus } from '../editing/editing-status.tsx';
import { StaleSaveDialog } from '../editing/stale-save-dialog.tsx';
import { useArticleEditing } from '../editing/use-article-editing.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import type { AdminArticle } from '../news.api.ts';
import { ArticleBasicSection } from './article-basic-section.tsx';
import { type ArticleFormValues, type FormMode, submitLabel, valuesFrom } from './article-form-values.ts';
import { ArticlePreview } from './article-preview.tsx';
import { ArticleScheduleSection } from './article-schedule-section.tsx';
import { ArticleSeoSection } from './article-seo-section.tsx';
import { useArticleSubmit } from './use-article-submit.ts';
import { useSeoAnalysis } from './use-seo-analysis.ts';
import { useTitleFollowers } from './use-title-followers.ts';

type ArticleFormProps = {
  mode: FormMode;
  article?: AdminArticle;
  /** Without the right to edit (spec 001 §6) the form shows why and does not save. */
  readOnlyReason?: string | null;
};

const cardClass = 'rounded-xl bg-white p-5 shadow-sm';

/** The create and edit screens of spec 001 §2 (basic info, SEO, editor, image, publishing, preview, SEO panel). */
export function ArticleForm({ mode, article, readOnlyReason = null }: ArticleFormProps) {
  const navigate = useNavigate();
  const form = useForm<ArticleFormValues>({ defaultValues: valuesFrom(article) });
  const values = useWatch({ control: form.control }) as ArticleFormValues;
  const followers = useTitleFollowers(mode, form);
  const analysis = useSeoAnalysis(values);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const load = (next: ArticleFormValues) => {
    form.reset(next);
    setEditorKey((key) => key + 1);
  };
  const editing = useArticleEditing({ mode, article, readOnly: readOnlyReason !== null, values, load });
  const { submit, saving, submittable } = useArticleSubmit({
    mode,
    article,
    readOnlyReason,
    values,
    analysis,
    editing,
    onCreated: () => {
      form.reset(valuesFrom(undefined));
      setEditorKey((key) => key + 1);
      followers.reset();
    },
  });
  const blocked = !submittable || saving;

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
      <EditingStatus
        articleId={editing.articleId}
        savedAt={editing.autosaver.savedAt}
        failed={editing.autosaver.failed}
      />
      {editing.offer && (
        <AutosaveOffer
          offer={editing.offer}
          onRestore={editing.restoreOffer}
          onDismiss={editing.dismissOffer}
        />
      )}
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
          <ArticleBasicSection form={form} values={values} followers={followers} />
          <ArticleSeoSection form={form} values={values} analysis={analysis} followers={followers} />
          <section className={cardClass} aria-label="Nội dung">
            <h3 className="mb-3 text-base font-semibold text-slate-900">
              Nội dung <span className="text-red-600">*</span>
            </h3>
            <RichTextEditor
              key={editorKey}
              initialContent={values.content}
              onChange={({ html }) => {
                form.setValue('content', html);
                followers.onContent(html);
              }}
              seoScore={analysis ? analysis.overallScore : null}
            />
          </section>
          <section className={cardClass} aria-label="Hình ảnh">
            <FeaturedImageField value={values.image} onChange={(image) => form.setValue('image', image)} />
          </section>
          <ArticleScheduleSection form={form} values={values} />

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
              aria-disabled={blocked}
              className={`${buttonClass(values.publishOption === 'draft' ? 'secondary' : 'primary')} ${blocked ? 'cursor-not-allowed opacity-50' : ''}`}
              data-testid="article-submit"
            >
              {saving ? 'Đang lưu...' : submitLabel(mode, values.publishOption)}
            </button>
          </div>
        </div>

        <aside className="space-y-4 xl:sticky xl:top-4 xl:self-start">
          <SeoPanel analysis={analysis} />
        </aside>
      </form>

      {mode === 'edit' && article && (
        <RevisionsPanel
          source={newsRevisions}
          itemId={article._id}
          readOnly={readOnlyReason !== null}
          onRestored={editing.loadArticle}
        />
      )}

      <ArticlePreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        values={values}
        makeLink={editing.previewLink}
      />
      <StaleSaveDialog
        refusal={editing.refusal}
        onKeepMine={editing.keepMine}
        onLoadLatest={() => void editing.loadLatest()}
      />
    </div>
  );
}
