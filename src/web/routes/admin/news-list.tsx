import { Eye, Pencil, Plus, Rocket, Search, Send, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_NEWS_PAGE_SIZE } from '#domain/news/article.schema.ts';
import { articleState } from '#domain/news/article-state.rules.ts';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { articleKey, mayManage, scheduleText } from '../../features/news/article-status.ts';
import {
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import {
  ActionButton,
  ArticleImage,
  LoadError,
  Spinner,
  StatusBadge,
} from '../../features/news/components/news-parts.tsx';
import {
  type AdminArticle,
  actionFailureMessage,
  actionSuccessMessage,
  useAdminNews,
  useNewsAction,
  useNewsTrash,
} from '../../features/news/news.api.ts';
import { useAdmin } from '../../features/news/use-admin.ts';
import { useNow } from '../../features/news/use-now.ts';
import { ApiError } from '../../lib/api-client.ts';

/** spec 001 §2 "/admin/news/list". */
export default function NewsList() {
  const admin = useAdmin();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<PendingAction>(null);
  const query = useAdminNews(page, search);
  const publishNow = useNewsAction();
  // spec 001 §4: the trash counter follows every publish and delete (all news queries reload after an action)
  const trash = useNewsTrash('');
  const now = useNow(1000);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  if (query.isPending) return <Spinner label="Đang tải danh sách tin tức..." />;
  if (query.isError) {
    const invalid = query.error instanceof ApiError && query.error.kind === 'invalid';
    return (
      <LoadError
        message={
          invalid ? 'Dữ liệu trả về không hợp lệ' : 'Không thể tải danh sách tin tức. Vui lòng thử lại sau.'
        }
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { items, pages } = query.data;
  const currentPage = Math.min(page, pages);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item._id));
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)));
  const toggleOne = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const runPublishNow = (article: AdminArticle) =>
    publishNow.mutate(
      { kind: 'publishNow', id: article._id },
      {
        onSuccess: () => toast.success(actionSuccessMessage({ kind: 'publishNow', id: article._id })),
        onError: (error) => toast.error(actionFailureMessage('publishNow', error), { duration: 5000 }),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full max-w-sm">
          <Search className="absolute top-2.5 left-3 size-4 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Tìm kiếm theo tiêu đề..."
            aria-label="Tìm kiếm theo tiêu đề"
            className="w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm"
          />
        </div>
        <div className="flex gap-2">
          <Link to="/admin/news/trash" className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Thùng rác
            {trash.data && trash.data.length > 0 && (
              <span
                className="rounded-full bg-red-100 px-2 text-xs text-red-700"
                data-testid="news-trash-count"
              >
                {trash.data.length}
              </span>
            )}
          </Link>
          <Link to="/admin/news/add" className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm tin tức
          </Link>
        </div>
      </div>

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full min-w-[960px] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th className="w-10 px-3 py-3">
                <input type="checkbox" checked={allSelected} onChange={toggleAll} aria-label="Chọn tất cả" />
              </th>
              <th className="w-12 px-3 py-3">STT</th>
              <th className="w-24 px-3 py-3">Hình ảnh</th>
              <th className="px-3 py-3">Tiêu đề</th>
              <th className="px-3 py-3">Loại</th>
              <th className="px-3 py-3">Tác giả</th>
              <th className="px-3 py-3">Trạng thái</th>
              <th className="px-3 py-3 text-right">Thao tác</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-10 text-center text-slate-500">
                  Không có tin tức nào
                </td>
              </tr>
            ) : (
              items.map((article, index) => {
                const state = articleState(article, new Date(now));
                const allowed = mayManage(admin, article);
                const key = encodeURIComponent(articleKey(article));
                return (
                  <tr
                    key={article._id}
                    className="border-b border-slate-100 last:border-0"
                    data-testid="news-row"
                  >
                    <td className="px-3 py-3">
                      <input
                        type="checkbox"
                        checked={selected.has(article._id)}
                        onChange={() => toggleOne(article._id)}
                        aria-label={`Chọn ${article.title}`}
                      />
                    </td>
                    <td className="px-3 py-3 text-slate-500">
                      {(currentPage - 1) * ADMIN_NEWS_PAGE_SIZE + index + 1}
                    </td>
                    <td className="px-3 py-3">
                      <ArticleImage src={article.image} alt={article.title} className="h-12 w-20 rounded" />
                    </td>
                    <td className="max-w-xs px-3 py-3 font-medium text-slate-900">
                      <Link to={`/admin/news/detail/${key}`} className="line-clamp-2 hover:text-brand-600">
                        {article.title}
                      </Link>
                    </td>
                    <td className="px-3 py-3 text-slate-600">{newsTypeLabel(article.type)}</td>
                    <td className="px-3 py-3 text-slate-600">{article.author}</td>
                    <td className="px-3 py-3">
                      <StatusBadge state={state} detail={scheduleText(article, now)} />
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex justify-end gap-1">
                        <ActionButton
                          icon={Eye}
                          label="Xem chi tiết"
                          allowed
                          to={`/admin/news/detail/${key}`}
                        />
                        <ActionButton
                          icon={Pencil}
                          label="Chỉnh sửa"
                          action="sửa"
                          allowed={allowed}
                          tone="primary"
                          to={`/admin/news/edit/${key}`}
                        />
                        {state === 'draft' && (
                          <ActionButton
                            icon={Send}
                            label="Xuất bản bản nháp"
                            action="xuất bản"
                            allowed={allowed}
                            tone="success"
                            onClick={() => setPending({ kind: 'publish', article })}
                          />
                        )}
                        {state === 'scheduled' && (
                          <ActionButton
                            icon={Rocket}
                            label="Xuất bản ngay"
                            action="xuất bản ngay"
                            allowed={allowed}
                            tone="warning"
                            onClick={() => runPublishNow(article)}
                          />
                        )}
                        <ActionButton
                          icon={Trash2}
                          label="Chuyển vào thùng rác"
                          action="xóa"
                          allowed={allowed}
                          tone="danger"
                          onClick={() => setPending({ kind: 'trash', article })}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <Pagination page={currentPage} pages={pages} onPage={setPage} />
      <NewsActionDialogs pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pages || Math.abs(n - page) <= 2,
  );
  const pageButton = 'min-w-9 rounded-md border px-3 py-1.5 text-sm disabled:opacity-50';
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Phân trang">
      <span className="text-sm text-slate-600" data-testid="news-page-label">
        Trang {page} / {pages}
      </span>
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className={`${pageButton} border-slate-300 bg-white`}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Trước
        </button>
        {numbers.map((n, index) => (
          <span key={n} className="flex gap-1">
            {index > 0 && n - (numbers[index - 1] ?? n) > 1 && (
              <span className="px-1 py-1.5 text-slate-400">…</span>
            )}
            <button
              type="button"
              aria-current={n === page ? 'page' : undefined}
              className={`${pageButton} ${n === page ? 'border-brand-500 bg-brand-500 text-white' : 'border-slate-300 bg-white'}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </span>
        ))}
        <button
          type="button"
          className={`${pageButton} border-slate-300 bg-white`}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Sau
        </button>
      </div>
    </nav>
  );
}
