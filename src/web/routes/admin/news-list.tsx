import { Eye, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_NEWS_PAGE_SIZE } from '#domain/news/article.schema.ts';
import { articleState } from '#domain/news/article-state.rules.ts';
import { rowNumberColumn } from '../../components/admin/data-table.tsx';
import { useKeepPageInRange, useListState } from '../../components/admin/list-state.ts';
import { pageOffset } from '../../components/admin/page-window.ts';
import { Pagination } from '../../components/admin/pagination.tsx';
import { actionsColumn } from '../../components/admin/resource/row-actions.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { useNow } from '../../features/admin-shell/use-now.ts';
import { mayManage, scheduleText } from '../../features/news/article-status.ts';
import {
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import { ArticleTable, articleColumns, articlePath } from '../../features/news/components/news-columns.tsx';
import {
  ActionButton,
  ArticleActionButton,
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
import { NEWS_SEARCH_DELAY_MS } from '../../features/news/news-search.ts';
import { ApiError } from '../../lib/api-client.ts';

/** spec 001 §2 "/admin/news/list". */
export default function NewsList() {
  const admin = useAdmin();
  const now = useNow(1000);
  const list = useListState({ search: '' });
  const { page } = list;
  const { search } = list.filters;
  const selection = useRowSelection();
  const [pending, setPending] = useState<PendingAction>(null);
  const query = useAdminNews(page, search);
  const publishNow = useNewsAction();
  // spec 001 §4: the trash counter follows every publish and delete (all news queries reload after an action)
  const trash = useNewsTrash('');

  // a list that shrank (an article moved to the trash) keeps showing a real page
  useKeepPageInRange(list, query.data?.pages);

  // rows are numbered from the page the data belongs to, so numbers and 'Trang x / y' always agree
  const shownPage = query.data?.page ?? page;
  const columns = useMemo(() => {
    const runPublishNow = (article: AdminArticle) =>
      publishNow.mutate(
        { kind: 'publishNow', id: article._id },
        {
          onSuccess: () => notify.success(actionSuccessMessage({ kind: 'publishNow', id: article._id })),
          onError: (error) => notify.error(actionFailureMessage('publishNow', error)),
        },
      );
    return [
      rowNumberColumn<AdminArticle>(pageOffset(shownPage, ADMIN_NEWS_PAGE_SIZE)),
      ...articleColumns({ linkTitle: true }),
      {
        id: 'status',
        header: 'Trạng thái',
        cell: ({ row }: { row: { original: AdminArticle } }) => (
          <StatusBadge
            state={articleState(row.original, new Date(now))}
            detail={scheduleText(row.original, now)}
          />
        ),
      },
      actionsColumn<AdminArticle>((article) => {
        const state = articleState(article, new Date(now));
        const allowed = mayManage(admin, article);
        return (
          <>
            <ActionButton icon={Eye} label="Xem chi tiết" allowed to={articlePath('detail', article)} />
            <ArticleActionButton kind="edit" allowed={allowed} to={articlePath('edit', article)} />
            {state === 'draft' && (
              <ArticleActionButton
                kind="publish"
                allowed={allowed}
                onClick={() => setPending({ kind: 'publish', article })}
              />
            )}
            {state === 'scheduled' && (
              <ArticleActionButton
                kind="publishNow"
                allowed={allowed}
                onClick={() => runPublishNow(article)}
              />
            )}
            <ArticleActionButton
              kind="trash"
              allowed={allowed}
              onClick={() => setPending({ kind: 'trash', article })}
            />
          </>
        );
      }),
    ];
  }, [admin, now, shownPage, publishNow.mutate]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          label="Tìm kiếm theo tiêu đề"
          placeholder="Tìm kiếm theo tiêu đề..."
          delayMs={NEWS_SEARCH_DELAY_MS}
          initialValue={search}
          onSearch={(term) => list.setFilter('search', term)}
        />
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

      <QueryView
        query={query}
        loadingLabel="Đang tải danh sách tin tức..."
        errorMessage={(error) =>
          error instanceof ApiError && error.kind === 'invalid'
            ? 'Dữ liệu trả về không hợp lệ'
            : 'Không thể tải danh sách tin tức. Vui lòng thử lại sau.'
        }
      >
        {(data) => (
          <>
            <ArticleTable
              items={data.items}
              columns={columns}
              label="Danh sách tin tức"
              emptyText="Không có tin tức nào"
              rowTestId="news-row"
              selection={selection}
            />
            <Pagination
              page={data.page}
              pages={data.pages}
              onPage={list.setPage}
              labelTestId="news-page-label"
            />
          </>
        )}
      </QueryView>
      <NewsActionDialogs pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}
