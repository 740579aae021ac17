import type { PreviewLink } from '#domain/shared/preview.schema.ts';
import { PreviewLinkBox } from '../../../components/admin/revisions/preview-link-box.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { ArticleFormValues } from './article-form-values.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  values: ArticleFormValues;
  /** decision 042: a signed link to the real public page of the form's text */
  makeLink: () => Promise<PreviewLink | null>;
};

/**
 * spec 001 §2 preview: the search-result look (title, URL, meta description) and the article body; and the real
 * public page through a signed link (decision 042).
 */
export function ArticlePreview({ open, onClose, values, makeLink }: Props) {
  return (
    <Modal open={open} title="Xem trước bài viết" onClose={onClose} size="xl">
      <PreviewLinkBox makeLink={makeLink} />
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
  );
}
