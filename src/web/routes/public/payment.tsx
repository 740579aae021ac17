import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/payment';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Thanh Toán Dịch Vụ', 'Thanh toán gói dịch vụ qua mã QR với MoMo hoặc VNPAY.');
}

export default function Payment() {
  return (
    <PageIntro
      title="Thanh Toán Dịch Vụ"
      intro="Kiểm tra thông tin gói dịch vụ và hoàn tất thanh toán qua mã QR."
    />
  );
}
