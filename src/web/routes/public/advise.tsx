import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/advise';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Đặt Lịch Tư Vấn',
    'Đặt lịch tư vấn miễn phí về thiết kế website, ứng dụng di động và giải pháp phần mềm.',
  );
}

export default function Advise() {
  return (
    <PageIntro
      title="Đặt Lịch Tư Vấn"
      intro="Để lại thông tin, chuyên viên của chúng tôi sẽ liên hệ tư vấn giải pháp phù hợp với nhu cầu của bạn."
    />
  );
}
