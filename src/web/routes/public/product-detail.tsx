import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/product-detail';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Chi Tiết Sản Phẩm',
    'Thông tin chi tiết, tính năng chính và tài liệu hướng dẫn của sản phẩm phần mềm.',
  );
}

export default function ProductDetail() {
  return (
    <PageIntro
      title="Chi Tiết Sản Phẩm"
      intro="Tổng quan, tính năng chính và tài liệu hướng dẫn của sản phẩm."
    />
  );
}
