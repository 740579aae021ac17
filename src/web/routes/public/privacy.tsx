import { CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';
import { PRIVACY_SECTIONS } from '#domain/site/privacy.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { TextSections } from '../../components/public/text-sections.tsx';
import { COMPANY } from '../../lib/company.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/privacy';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Chính Sách Bảo Mật',
    `Cách ${COMPANY.name} thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn theo Nghị định 13/2023/NĐ-CP.`,
  );
}

/** The privacy page (spec 000 §2 footer: a privacy link whose target the spec leaves to us). */
export default function Privacy() {
  return (
    <>
      <PageIntro
        title="Chính Sách Bảo Mật"
        intro={`Cách ${COMPANY.name} thu thập, sử dụng và bảo vệ dữ liệu cá nhân của bạn theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.`}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        <TextSections id="privacy" sections={PRIVACY_SECTIONS} />
        <section aria-labelledby="privacy-notice">
          <h2 id="privacy-notice" className="text-2xl font-bold text-slate-900">
            Thông báo trên các form
          </h2>
          <p className="mt-3 text-slate-700">
            {`Các form thu thập dữ liệu cá nhân trên trang web hiển thị thông báo sau (phiên bản ${CONSENT_NOTICE.version}); khi bạn gửi form, chúng tôi ghi nhận sự đồng ý của bạn cùng phiên bản, thời điểm và form đã dùng:`}
          </p>
          <blockquote className="mt-3 border-l-4 border-brand-600 pl-4 text-slate-700">
            {CONSENT_NOTICE.text}
          </blockquote>
        </section>
      </div>
    </>
  );
}
