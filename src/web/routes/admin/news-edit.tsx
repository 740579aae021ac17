import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ARTICLE_ACTION_VERBS, noPermissionMessage } from '#domain/news/article-state.rules.ts';
import { LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { useAdmin } from '../../features/admin-shell/use-admin.ts';
import { ArticleForm } from '../../features/news/article-form/article-form.tsx';
import { mayManage } from '../../features/news/article-status.ts';
import { useAdminArticle } from '../../features/news/news.api.ts';

/** spec 001 §2 "/admin/news/edit/{id}": the article by id or slug, saved with PUT. */
export default function NewsEdit() {
  const { id = '' } = useParams();
  const admin = useAdmin();
  const navigate = useNavigate();
  const query = useAdminArticle(id);

  // spec 001 §2, §8: no id, or an article that cannot be loaded, goes back to the list with a message.
  useEffect(() => {
    if (!id.trim()) {
      notify.error('Không tìm thấy ID bài viết');
      navigate('/admin/news/list', { replace: true });
    } else if (query.isError) {
      notify.error('Không thể tải dữ liệu bài viết. Vui lòng thử lại.');
      navigate('/admin/news/list', { replace: true });
    }
  }, [id, query.isError, navigate]);

  if (!query.data) return <LoadingState label="Đang tải bài viết..." />;
  const article = query.data;
  return (
    <ArticleForm
      key={article._id}
      mode="edit"
      article={article}
      readOnlyReason={mayManage(admin, article) ? null : noPermissionMessage(ARTICLE_ACTION_VERBS.edit)}
    />
  );
}
