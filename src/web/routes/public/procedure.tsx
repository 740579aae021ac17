import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/procedure';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Quy Trình Làm Việc',
    'Quy trình làm việc minh bạch từ tư vấn, thiết kế, phát triển, kiểm thử đến bàn giao và bảo trì sản phẩm.',
  );
}

export default function Procedure() {
  return (
    <PageIntro
      title="Quy Trình Làm Việc"
      intro="Từ buổi tư vấn đầu tiên đến khi bàn giao và bảo trì, mỗi dự án đi qua các bước rõ ràng, minh bạch."
    />
  );
}
