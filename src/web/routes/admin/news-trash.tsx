import { newsResource } from '#domain/news/news.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { deletedColumn, TrashScreen } from '../../components/admin/resource/trash-screen.tsx';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { mayManage } from '../../features/news/article-status.ts';
import { ARTICLE_QUESTIONS } from '../../features/news/components/news-action-dialogs.tsx';
import { articleColumns } from '../../features/news/components/news-columns.tsx';
import { ArticleActionButton } from '../../features/news/components/news-parts.tsx';
import { type AdminArticle, useNewsTrash } from '../../features/news/news.api.ts';
import { NEWS_SEARCH_DELAY_MS } from '../../features/news/news-search.ts';
import { newsTrashAction } from '../../features/news/news-trash-action.ts';

const columns = [
  ...articleColumns({ linkTitle: false }),
  deletedColumn<AdminArticle>({ testId: 'trash-deleted-at' }),
];
const useTrash = (list: ListState<{ search: string }>) => useNewsTrash(list.filters.search);

/** spec 001 §2 "/admin/news/trash", with the stored deletion date and who deleted; staff act on their own. */
export default function NewsTrash() {
  const admin = useAdmin();
  const run = newsTrashAction(admin);
  return (
    <TrashScreen
      resource={newsResource}
      useTrash={useTrash}
      columns={columns}
      rowTestId="trash-row"
      searchDelayMs={NEWS_SEARCH_DELAY_MS}
      run={run}
      rowActions={(article, ask) => (
        <>
          <ArticleActionButton
            kind="restore"
            allowed={mayManage(admin, article)}
            onClick={() => ask('restore', [article], 'row')}
          />
          <ArticleActionButton
            kind="deletePermanently"
            allowed={mayManage(admin, article)}
            onClick={() => ask('deletePermanently', [article], 'row')}
          />
        </>
      )}
      confirmText={(kind, [article], from) =>
        from === 'bulk' || !article ? undefined : <p>{ARTICLE_QUESTIONS[kind](`"${article.title}"`)}</p>
      }
    />
  );
}
