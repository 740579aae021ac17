import { Eye } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { articleState } from '#domain/news/article-state.rules.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListScreen } from '../../components/admin/resource/list-screen.tsx';
import type { AskedFrom } from '../../components/admin/resource/trash-screen.tsx';
import { notify } from '../../components/admin/toast.ts';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { useNow } from '../../features/admin-shell/use-now.ts';
import { mayManage, scheduleText } from '../../features/news/article-status.ts';
import {
  ARTICLE_QUESTIONS,
  NewsActionDialogs,
  type PendingAction,
} from '../../features/news/components/news-action-dialogs.tsx';
import { articleColumns, articlePath } from '../../features/news/components/news-columns.tsx';
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
import { newsTrashAction } from '../../features/news/news-trash-action.ts';

const useList = (list: ListState<{ search: string }>) => useAdminNews(list.page, list.filters.search);

const statusColumn = (now: number): AdminColumn<AdminArticle> => ({
  id: 'status',
  header: 'Trạng thái',
  cell: ({ row }) => (
    <StatusBadge state={articleState(row.original, new Date(now))} detail={scheduleText(row.original, now)} />
  ),
});

/** A row's own question names the article (spec 001 §2); the bulk bar's is the kit's. */
const confirmTrash = ([article]: AdminArticle[], from: AskedFrom) =>
  from === 'row' && article
    ? {
        title: 'Chuyển vào thùng rác',
        message: <p>{ARTICLE_QUESTIONS.trash(`"${article.title}"`)}</p>,
        confirmLabel: 'Chuyển vào thùng rác',
      }
    : undefined;

/**
 * spec 001 §2 "/admin/news/list": the kit's list, with the area's own publishing (publish a draft, publish a
 * scheduled article now) and ownership (spec 001 §6: a staff account's buttons on another's article say why
 * they are refused).
 */
export default function NewsList() {
  const admin = useAdmin();
  const now = useNow(1000);
  const [publishing, setPublishing] = useState<PendingAction>(null);
  const { mutate } = useNewsAction();
  // spec 001 §4: the trash counter follows every publish and delete (all news queries reload after an action)
  const trash = useNewsTrash('');
  const run = useMemo(() => {
    const action = newsTrashAction(admin);
    return (articles: AdminArticle[], from: AskedFrom) => action('trash', articles, from);
  }, [admin]);
  const columns = useMemo(() => [...articleColumns({ linkTitle: true }), statusColumn(now)], [now]);

  const rowActions = useCallback(
    (article: AdminArticle, _trashButton: ReactNode, ask: (articles: AdminArticle[]) => void) => {
      const state = articleState(article, new Date(now));
      const allowed = mayManage(admin, article);
      const publishNow = () =>
        mutate(
          { kind: 'publishNow', id: article._id },
          {
            onSuccess: () => notify.success(actionSuccessMessage({ kind: 'publishNow', id: article._id })),
            onError: (error) => notify.error(actionFailureMessage('publishNow', error)),
          },
        );
      return (
        <>
          <ActionButton icon={Eye} label="Xem chi tiết" allowed to={articlePath('detail', article)} />
          <ArticleActionButton kind="edit" allowed={allowed} to={articlePath('edit', article)} />
          {state === 'draft' && (
            <ArticleActionButton
              kind="publish"
              allowed={allowed}
              onClick={() => setPublishing({ kind: 'publish', article })}
            />
          )}
          {state === 'scheduled' && (
            <ArticleActionButton kind="publishNow" allowed={allowed} onClick={publishNow} />
          )}
          <ArticleActionButton kind="trash" allowed={allowed} onClick={() => ask([article])} />
        </>
      );
    },
    [admin, now, mutate],
  );

  return (
    <ListScreen
      resource={newsResource}
      useList={useList}
      columns={columns}
      rowTestId="news-row"
      addPath="/admin/news/add"
      searchDelayMs={NEWS_SEARCH_DELAY_MS}
      searchClassName="w-full max-w-sm"
      trashCount={trash.data?.length}
      rowActions={rowActions}
      run={run}
      confirmText={confirmTrash}
    >
      <NewsActionDialogs pending={publishing} onClose={() => setPublishing(null)} />
    </ListScreen>
  );
}
