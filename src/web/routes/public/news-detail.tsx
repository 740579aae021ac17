import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/news-detail';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Chi Tiết Tin Tức', 'Bài viết về công nghệ, sự kiện và kinh nghiệm phát triển phần mềm.');
}

export default function NewsDetail() {
  return (
    <PageIntro title="Chi Tiết Tin Tức" intro="Bài viết chi tiết từ chuyên mục tin tức của chúng tôi." />
  );
}
