import { Link } from 'react-router';
import { CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';
import { PAGE_NAMES } from '#domain/site/site-pages.ts';
import { TERMS_SECTIONS } from '#domain/site/terms.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { TextSections } from '../../components/public/text-sections.tsx';
import { COMPANY } from '../../lib/company.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/terms';

const INTRO = `Điều kiện dùng trang web của ${COMPANY.name}: thông tin và giá, đặt mua và thanh toán, hợp đồng, bảo hành, sản phẩm tải về và nội dung.`;

export function meta(): Route.MetaDescriptors {
  return pageMeta('Điều Khoản Sử Dụng', INTRO);
}

/** The terms of use (spec 000 §2 footer: a terms link whose target the spec leaves to us). */
export default function Terms() {
  return (
    <>
      <PageIntro title="Điều Khoản Sử Dụng" intro={INTRO} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        <TextSections id="terms" sections={TERMS_SECTIONS} />
        <p className="text-slate-700">
          Xem thêm{' '}
          <Link to={CONSENT_NOTICE.href} className="font-medium text-brand-700 underline">
            {PAGE_NAMES.privacy}
          </Link>{' '}
          và{' '}
          <Link to="/guide" className="font-medium text-brand-700 underline">
            {PAGE_NAMES.guide}
          </Link>
          .
        </p>
      </div>
    </>
  );
}
