import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/price-list';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Bảng Giá Dịch Vụ',
    'Bảng giá các gói thiết kế website, phát triển ứng dụng di động và dịch vụ agency.',
  );
}

export default function PriceList() {
  return (
    <PageIntro
      title="Bảng Giá Dịch Vụ"
      intro="Các gói thiết kế website, phát triển ứng dụng và dịch vụ agency với mức giá rõ ràng."
    />
  );
}
