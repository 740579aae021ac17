import { Link } from 'react-router';
import { GUIDE_SECTIONS } from '#domain/site/guide.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { COMPANY } from '../../lib/company.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/guide';

const INTRO = `Cách đặt lịch tư vấn, đặt mua và thanh toán một gói dịch vụ, tải sản phẩm và trò chuyện với ${COMPANY.name}, từng bước.`;

export function meta(): Route.MetaDescriptors {
  return pageMeta('Hướng Dẫn Sử Dụng', INTRO);
}

/** How to use the site (spec 000 §2 footer: a guide link whose target the spec leaves to us). */
export default function Guide() {
  return (
    <>
      <PageIntro title="Hướng Dẫn Sử Dụng" intro={INTRO} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 pb-16 sm:px-6">
        {GUIDE_SECTIONS.map((section, i) => (
          <section key={section.title} aria-labelledby={`guide-section-${i}`}>
            <h2 id={`guide-section-${i}`} className="text-2xl font-bold text-slate-900">
              {section.title}
            </h2>
            <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link
              to={section.to.href}
              className="mt-3 inline-block font-medium text-brand-700 underline hover:text-brand-800"
            >
              {section.to.label}
            </Link>
          </section>
        ))}
      </div>
    </>
  );
}
