import { ArticleForm } from '../../features/news/article-form/article-form.tsx';

/** spec 001 §2 "/admin/news/add" ('Tạo bài viết'). */
export default function NewsAdd() {
  return <ArticleForm mode="create" />;
}
