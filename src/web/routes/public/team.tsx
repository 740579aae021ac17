import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/team';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Đội Ngũ', 'Đội ngũ kỹ sư phần mềm, nhà thiết kế và chuyên viên tư vấn giàu kinh nghiệm.');
}

export default function Team() {
  return (
    <PageIntro
      title="Đội Ngũ"
      intro="Gặp gỡ những kỹ sư, nhà thiết kế và chuyên viên tư vấn đứng sau mỗi sản phẩm của chúng tôi."
    />
  );
}
