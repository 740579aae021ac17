import { ArticleForm } from '../../features/news/components/article-form.tsx';

/** spec 001 §2 "/admin/news/add" ('Tạo bài viết'). */
export default function NewsAdd() {
  return <ArticleForm mode="create" />;
}
