import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Search, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { buttonClass, ConfirmModal } from '../../components/ui/modal.tsx';
import { mayManage } from '../../features/news/article-status.ts';
import {
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import {
  ActionButton,
  ArticleImage,
  LoadError,
  Spinner,
} from '../../features/news/components/news-parts.tsx';
import { type AdminArticle, newsKeys, runNewsAction, useNewsTrash } from '../../features/news/news.api.ts';
import { formatDateTime } from '../../features/news/schedule.ts';
import { useAdmin } from '../../features/news/use-admin.ts';
import { ApiError } from '../../lib/api-client.ts';

type Bulk = 'restore' | 'purge' | null;

/** spec 001 §2 "/admin/news/trash", with the stored deletion date and who deleted. */
export default function NewsTrash() {
  const admin = useAdmin();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<PendingAction>(null);
  const [bulk, setBulk] = useState<Bulk>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const query = useNewsTrash(search);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchInput.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  if (query.isPending) return <Spinner label="Đang tải thùng rác..." />;
  if (query.isError) {
    return (
      <LoadError
        message="Không thể tải danh sách tin tức đã xóa"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const items = query.data;
  const chosen = items.filter((item) => selected.has(item._id));
  const allSelected = items.length > 0 && chosen.length === items.length;
  const toggleOne = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  // spec 001 §8: bulk restore shows the server message or its own; in a bulk delete one failure is passed over.
  const runBulk = async (kind: 'restore' | 'purge') => {
    setBulkBusy(true);
    let done = 0;
    let firstError: unknown = null;
    for (const article of chosen.filter((item) => mayManage(admin, item))) {
      try {
        await runNewsAction({ kind, id: article._id });
        done += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    setBulkBusy(false);
    setBulk(null);
    setSelected(new Set());
    if (kind === 'restore') {
      if (firstError) {
        const message = firstError instanceof ApiError ? firstError.serverMessage : undefined;
        toast.error(message ?? 'Có lỗi xảy ra khi khôi phục tin tức', { duration: 5000 });
      }
      if (done > 0) toast.success('Đã khôi phục tin tức thành công');
    } else if (done > 0) {
      toast.success('Đã xóa vĩnh viễn tin tức');
    } else if (firstError) {
      toast.error('Có lỗi xảy ra khi xóa tin tức', { duration: 5000 });
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/news/list" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Quay lại
          </Link>
          <div className="relative w-72">
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
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass('success')}
            disabled={chosen.length === 0}
            onClick={() => setBulk('restore')}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Khôi phục ({chosen.length})
          </button>
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={chosen.length === 0}
            onClick={() => setBulk('purge')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Xóa vĩnh viễn ({chosen.length})
          </button>
        </div>
      </div>

      <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full min-w-[960px] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th className="w-10 px-3 py-3">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={() =>
                    setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)))
                  }
                  aria-label="Chọn tất cả"
                />
              </th>
              <th className="w-12 px-3 py-3">STT</th>
              <th className="w-24 px-3 py-3">Hình ảnh</th>
              <th className="px-3 py-3">Tiêu đề</th>
              <th className="px-3 py-3">Loại</th>
              <th className="px-3 py-3">Tác giả</th>
              <th className="px-3 py-3">Ngày xóa</th>
              <th className="px-3 py-3 text-right">Thao tác</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-10 text-center text-slate-500">
                  Không có tin tức nào trong thùng rác
                </td>
              </tr>
            ) : (
              items.map((article: AdminArticle, index) => {
                const allowed = mayManage(admin, article);
                const deletedBy = article.deletedBy;
                return (
                  <tr
                    key={article._id}
                    className="border-b border-slate-100 last:border-0"
                    data-testid="trash-row"
                  >
                    <td className="px-3 py-3">
                      <input
                        type="checkbox"
                        checked={selected.has(article._id)}
                        onChange={() => toggleOne(article._id)}
                        aria-label={`Chọn ${article.title}`}
                      />
                    </td>
                    <td className="px-3 py-3 text-slate-500">{index + 1}</td>
                    <td className="px-3 py-3">
                      <ArticleImage src={article.image} alt={article.title} className="h-12 w-20 rounded" />
                    </td>
                    <td className="max-w-xs px-3 py-3 font-medium text-slate-900">{article.title}</td>
                    <td className="px-3 py-3 text-slate-600">{newsTypeLabel(article.type)}</td>
                    <td className="px-3 py-3 text-slate-600">{article.author}</td>
                    <td className="px-3 py-3 text-slate-600" data-testid="trash-deleted-at">
                      <div>{formatDateTime(article.deletedAt)}</div>
                      {deletedBy && <div className="text-xs text-slate-500">bởi {deletedBy}</div>}
                    </td>
                    <td className="px-3 py-3">
                      <div className="flex justify-end gap-1">
                        <ActionButton
                          icon={RotateCcw}
                          label="Khôi phục"
                          action="khôi phục"
                          allowed={allowed}
                          tone="success"
                          onClick={() => setPending({ kind: 'restore', article })}
                        />
                        <ActionButton
                          icon={Trash2}
                          label="Xóa vĩnh viễn"
                          action="xóa vĩnh viễn"
                          allowed={allowed}
                          tone="danger"
                          onClick={() => setPending({ kind: 'purge', article })}
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

      <NewsActionDialogs pending={pending} onClose={() => setPending(null)} />
      <ConfirmModal
        open={bulk === 'restore'}
        title="Khôi phục tin tức"
        message={<p>Khôi phục {chosen.length} tin tức đã chọn?</p>}
        confirmLabel="Khôi phục"
        busy={bulkBusy}
        onClose={() => setBulk(null)}
        onConfirm={() => void runBulk('restore')}
      />
      <ConfirmModal
        open={bulk === 'purge'}
        title="Xóa vĩnh viễn"
        message={
          <>
            <p>Xóa vĩnh viễn {chosen.length} tin tức đã chọn?</p>
            <p className="mt-2 font-medium text-red-600">Hành động này không thể hoàn tác.</p>
          </>
        }
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        busy={bulkBusy}
        onClose={() => setBulk(null)}
        onConfirm={() => void runBulk('purge')}
      />
    </div>
  );
}
