import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/news';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Tin Tức', 'Tin tức công nghệ, sự kiện và chia sẻ kinh nghiệm phát triển phần mềm.');
}

export default function News() {
  return (
    <PageIntro
      title="Tin Tức"
      intro="Kiến thức công nghệ, sự kiện và câu chuyện từ các dự án của chúng tôi."
    />
  );
}
