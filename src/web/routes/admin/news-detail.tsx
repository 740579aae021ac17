import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { articleState, countdownText } from '#domain/news/article-state.rules.ts';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { countWords, htmlToText } from '#domain/news/seo.rules.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { ErrorState, LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { useNow } from '../../features/admin-shell/use-now.ts';
import { articleKey, mayManage } from '../../features/news/article-status.ts';
import {
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import {
  ArticleActionButton,
  ArticleImage,
  StatusBadge,
} from '../../features/news/components/news-parts.tsx';
import { type AdminArticle, useAdminArticle } from '../../features/news/news.api.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The images of the article body, in order, without repeats (spec 001 §2 gallery). */
function contentImages(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const sources = Array.from(doc.querySelectorAll('img'))
    .map((image) => image.getAttribute('src') ?? '')
    .filter(Boolean);
  return [...new Set(sources)];
}

async function downloadImage(src: string) {
  try {
    const response = await fetch(src);
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = src.split('/').pop()?.split('?')[0] || 'hinh-anh.jpg';
    link.click();
    URL.revokeObjectURL(link.href);
  } catch {
    notify.error('Không thể tải xuống hình ảnh');
  }
}

/** spec 001 §2 "/admin/news/detail/{id or slug}". */
export default function NewsDetail() {
  const { id = '' } = useParams();
  const query = useAdminArticle(id);

  if (!id.trim()) return <ErrorState message="Không tìm thấy ID tin tức" />;
  if (query.isPending) return <LoadingState label="Đang tải chi tiết tin tức..." />;
  if (query.isError) {
    return (
      <ErrorState
        message="Không thể tải chi tiết tin tức. Vui lòng thử lại sau."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ArticleDetail article={query.data} />;
}

function ArticleDetail({ article }: { article: AdminArticle }) {
  const admin = useAdmin();
  const navigate = useNavigate();
  const now = useNow(1000);
  const [pending, setPending] = useState<PendingAction>(null);
  const state = articleState(article, new Date(now));
  const allowed = mayManage(admin, article);
  const images = useMemo(() => contentImages(article.content), [article.content]);
  const wordCount = useMemo(() => countWords(htmlToText(article.content)), [article.content]);
  const contentRef = useRef<HTMLDivElement>(null);

  // spec 001 §8: one message per content image that fails to load, a placeholder in its place
  useEffect(() => {
    const container = contentRef.current;
    if (!container) return;
    const onError = (event: Event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || image.dataset.failed) return;
      image.dataset.failed = 'true';
      image.removeAttribute('src');
      image.alt = 'Không thể tải ảnh';
      image.classList.add('news-image-missing');
      notify.error('Không thể tải một số hình ảnh trong bài viết');
    };
    container.addEventListener('error', onError, true);
    return () => container.removeEventListener('error', onError, true);
  }, []);

  const countdown =
    state === 'scheduled' && article.scheduledPublishDate
      ? countdownText(article.scheduledPublishDate, new Date(now))
      : undefined;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to="/admin/news/list"
          className="inline-flex items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </Link>
        <div className="flex flex-wrap gap-2">
          {state !== 'deleted' && (
            <ArticleActionButton
              kind="edit"
              allowed={allowed}
              showLabel
              to={`/admin/news/edit/${encodeURIComponent(articleKey(article))}`}
            />
          )}
          {state === 'draft' && (
            <ArticleActionButton
              kind="publish"
              label="Xuất bản"
              allowed={allowed}
              showLabel
              onClick={() => setPending({ kind: 'publish', article })}
            />
          )}
          {state === 'deleted' ? (
            <>
              <ArticleActionButton
                kind="restore"
                allowed={allowed}
                showLabel
                onClick={() => setPending({ kind: 'restore', article })}
              />
              <ArticleActionButton
                kind="deletePermanently"
                allowed={allowed}
                showLabel
                onClick={() => setPending({ kind: 'deletePermanently', article })}
              />
            </>
          ) : (
            <ArticleActionButton
              kind="trash"
              allowed={allowed}
              showLabel
              onClick={() => setPending({ kind: 'trash', article })}
            />
          )}
        </div>
      </div>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0 space-y-5 rounded-xl bg-white p-6 shadow-sm">
          <header className="space-y-3">
            <h2 className="text-2xl font-bold text-slate-900" data-testid="news-detail-title">
              {article.title}
            </h2>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
              <span>Tác giả: {article.author}</span>
              <span>Loại: {newsTypeLabel(article.type)}</span>
              <span>Cập nhật: {formatDateTime(article.updatedAt)}</span>
              <StatusBadge state={state} detail={countdown} />
            </div>
            {article.scheduledPublishDate && state === 'scheduled' && (
              <p className="text-sm text-amber-700">
                Hẹn đăng lúc {formatDateTime(article.scheduledPublishDate)}
              </p>
            )}
          </header>
          <ArticleImage
            src={article.image}
            alt={article.title}
            className="aspect-video max-h-96 w-full rounded-lg"
          />
          {article.summary && (
            <p className="rounded-lg bg-slate-50 p-4 text-slate-700 italic">{article.summary}</p>
          )}
          <div
            className="article-content"
            data-testid="news-detail-content"
            ref={contentRef}
            // the server sanitised this HTML on write (allowlist of what the editor produces)
            // biome-ignore lint/security/noDangerouslySetInnerHtml: stored article content, sanitised by the server
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
          {images.length > 0 && (
            <section aria-label="Thư viện ảnh">
              <h3 className="text-base font-semibold text-slate-900">
                Hình ảnh trong bài viết ({images.length})
              </h3>
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                {images.map((src) => {
                  const url = mediaUrl(src) ?? src;
                  return (
                    <li key={src} className="overflow-hidden rounded-lg border border-slate-200">
                      <ArticleImage src={src} alt="Hình ảnh trong bài viết" className="h-32 w-full" />
                      <button
                        type="button"
                        onClick={() => void downloadImage(url)}
                        className="flex w-full items-center justify-center gap-1 border-t border-slate-200 py-1.5 text-xs text-slate-600 hover:bg-slate-50"
                      >
                        <Download className="size-3.5" aria-hidden="true" />
                        Tải xuống
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </article>

        <aside className="space-y-4">
          <section className="rounded-xl bg-white p-5 shadow-sm" aria-label="SEO score">
            <h3 className="text-sm font-semibold text-slate-900">SEO score</h3>
            <p className="mt-2 text-3xl font-bold text-brand-600" data-testid="detail-seo-score">
              {article.seoScore}/100
            </p>
            <p className="text-sm text-slate-500">Dễ đọc: {article.readabilityScore}/100</p>
          </section>
          <section className="rounded-xl bg-white p-5 shadow-sm" aria-label="Thông tin">
            <h3 className="text-sm font-semibold text-slate-900">Thông tin</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <Info label="ID" value={article._id} />
              <Info label="Slug" value={article.slug || '—'} />
              <Info label="Số từ" value={String(wordCount)} />
              <Info label="Ngày tạo" value={formatDateTime(article.publishedDate ?? article.createdAt)} />
              <Info label="Hẹn đăng" value={formatDateTime(article.scheduledPublishDate)} />
            </dl>
          </section>
          <section className="rounded-xl bg-white p-5 shadow-sm" aria-label="Từ khóa">
            <h3 className="text-sm font-semibold text-slate-900">Từ khóa</h3>
            <dl className="mt-3 space-y-2 text-sm">
              <Info label="Từ khóa chính" value={article.focusKeyword || '—'} />
              <div>
                <dt className="text-slate-500">Từ khóa liên quan</dt>
                <dd className="mt-1 flex flex-wrap gap-1">
                  {article.keywords.length === 0
                    ? '—'
                    : article.keywords.map((keyword) => (
                        <span
                          key={keyword}
                          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700"
                        >
                          {keyword}
                        </span>
                      ))}
                </dd>
              </div>
              <Info label="Mô tả meta" value={article.metaDescription || '—'} />
            </dl>
          </section>
        </aside>
      </div>

      <NewsActionDialogs
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(action) => {
          // spec 001 §2: deleting for good from the detail returns to /admin/news
          if (action.kind === 'deletePermanently') navigate('/admin/news');
        }}
      />
    </div>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-800 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}
