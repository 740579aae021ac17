import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BulkActionBar, trashBulkActions } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { type AdminColumn, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { buttonClass } from '../../components/ui/modal.tsx';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { mayManage } from '../../features/news/article-status.ts';
import {
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import { ArticleTable, actionsColumn, articleColumns } from '../../features/news/components/news-columns.tsx';
import { ArticleActionButton } from '../../features/news/components/news-parts.tsx';
import { type AdminArticle, useNewsTrash } from '../../features/news/news.api.ts';
import { NEWS_SEARCH_DELAY_MS } from '../../features/news/news-search.ts';
import { type BulkKind, useBulkNewsAction } from '../../features/news/use-bulk-news-action.ts';
import { formatDateTime } from '../../lib/format.ts';

const deletedAtColumn: AdminColumn<AdminArticle> = {
  id: 'deletedAt',
  header: 'Ngày xóa',
  meta: { className: 'text-slate-600', headerClassName: '', cellTestId: 'trash-deleted-at' },
  cell: ({ row }) => (
    <>
      <div>{formatDateTime(row.original.deletedAt)}</div>
      {row.original.deletedBy && <div className="text-xs text-slate-500">bởi {row.original.deletedBy}</div>}
    </>
  ),
};

/** spec 001 §2 "/admin/news/trash", with the stored deletion date and who deleted. */
export default function NewsTrash() {
  const admin = useAdmin();
  const [search, setSearch] = useState('');
  const selection = useRowSelection();
  const [pending, setPending] = useState<PendingAction>(null);
  const [bulk, setBulk] = useState<BulkKind | null>(null);
  const bulkAction = useBulkNewsAction(admin);
  const query = useNewsTrash(search);
  const chosen = selection.chosen(query.data ?? [], (article) => article._id);

  const runBulk = async (kind: BulkKind) => {
    await bulkAction.run(kind, chosen);
    setBulk(null);
    selection.clear();
  };

  const columns = useMemo(
    () => [
      rowNumberColumn<AdminArticle>(),
      ...articleColumns({ linkTitle: false }),
      deletedAtColumn,
      actionsColumn((article) => {
        const allowed = mayManage(admin, article);
        return (
          <>
            <ArticleActionButton
              kind="restore"
              allowed={allowed}
              onClick={() => setPending({ kind: 'restore', article })}
            />
            <ArticleActionButton
              kind="deletePermanently"
              allowed={allowed}
              onClick={() => setPending({ kind: 'deletePermanently', article })}
            />
          </>
        );
      }),
    ],
    [admin],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Link to="/admin/news/list" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Quay lại
          </Link>
          <SearchInput
            label="Tìm kiếm theo tiêu đề"
            placeholder="Tìm kiếm theo tiêu đề..."
            delayMs={NEWS_SEARCH_DELAY_MS}
            onSearch={setSearch}
            className="w-72"
          />
        </div>
        <BulkActionBar
          count={chosen.length}
          actions={trashBulkActions({
            onRestore: () => setBulk('restore'),
            onDeletePermanently: () => setBulk('deletePermanently'),
          })}
        />
      </div>

      <QueryView
        query={query}
        loadingLabel="Đang tải thùng rác..."
        errorMessage="Không thể tải danh sách tin tức đã xóa"
      >
        {(items) => (
          <ArticleTable
            items={items}
            columns={columns}
            label="Thùng rác tin tức"
            emptyText="Không có tin tức nào trong thùng rác"
            rowTestId="trash-row"
            selection={selection}
          />
        )}
      </QueryView>

      <NewsActionDialogs pending={pending} onClose={() => setPending(null)} />
      <ConfirmDialog
        open={bulk === 'restore'}
        title="Khôi phục tin tức"
        message={<p>Khôi phục {chosen.length} tin tức đã chọn?</p>}
        confirmLabel="Khôi phục"
        busy={bulkAction.busy}
        onClose={() => setBulk(null)}
        onConfirm={() => void runBulk('restore')}
      />
      <ConfirmDialog
        open={bulk === 'deletePermanently'}
        title="Xóa vĩnh viễn"
        message={<p>Xóa vĩnh viễn {chosen.length} tin tức đã chọn?</p>}
        confirmLabel="Xóa vĩnh viễn"
        tone="danger"
        irreversible
        busy={bulkAction.busy}
        onClose={() => setBulk(null)}
        onConfirm={() => void runBulk('deletePermanently')}
      />
    </div>
  );
}
