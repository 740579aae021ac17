import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/products';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Sản Phẩm',
    'Danh mục sản phẩm phần mềm sẵn sàng triển khai, có bản tải về và tài liệu hướng dẫn.',
  );
}

export default function Products() {
  return (
    <PageIntro
      title="Sản Phẩm"
      intro="Các phần mềm đóng gói sẵn sàng triển khai cho doanh nghiệp, kèm tài liệu hướng dẫn."
    />
  );
}
