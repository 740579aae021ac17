import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { noPermissionMessage } from '#domain/news/article-state.rules.ts';
import { mayManage } from '../../features/news/article-status.ts';
import { ArticleForm } from '../../features/news/components/article-form.tsx';
import { Spinner } from '../../features/news/components/news-parts.tsx';
import { useAdminArticle } from '../../features/news/news.api.ts';
import { useAdmin } from '../../features/news/use-admin.ts';

/** spec 001 §2 "/admin/news/edit/{id}": the article by id or slug, saved with PUT. */
export default function NewsEdit() {
  const { id = '' } = useParams();
  const admin = useAdmin();
  const navigate = useNavigate();
  const query = useAdminArticle(id);

  // spec 001 §2, §8: no id, or an article that cannot be loaded, goes back to the list with a message.
  useEffect(() => {
    if (!id.trim()) {
      toast.error('Không tìm thấy ID bài viết', { duration: 5000 });
      navigate('/admin/news/list', { replace: true });
    } else if (query.isError) {
      toast.error('Không thể tải dữ liệu bài viết. Vui lòng thử lại.', { duration: 5000 });
      navigate('/admin/news/list', { replace: true });
    }
  }, [id, query.isError, navigate]);

  if (!query.data) return <Spinner label="Đang tải bài viết..." />;
  const article = query.data;
  return (
    <ArticleForm
      key={article._id}
      mode="edit"
      article={article}
      readOnlyReason={mayManage(admin, article) ? null : noPermissionMessage('sửa')}
    />
  );
}
