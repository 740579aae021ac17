import {
  ArrowRight,
  ClipboardList,
  CodeXml,
  MessagesSquare,
  PenTool,
  Rocket,
  ShieldCheck,
} from 'lucide-react';
import { Link } from 'react-router';
import { PROCESS_STEPS } from '#domain/site/site-pages.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/procedure';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Quy Trình Làm Việc',
    'Quy trình làm việc minh bạch từ tư vấn, thiết kế, phát triển, kiểm thử đến bàn giao và bảo trì sản phẩm.',
  );
}

// the page's icons, one per step of PROCESS_STEPS in order
const STEP_ICONS = [ClipboardList, MessagesSquare, PenTool, CodeXml, ShieldCheck, Rocket] as const;
const STEPS = PROCESS_STEPS.map((step, i) => ({ ...step, Icon: STEP_ICONS[i] ?? Rocket }));

export default function Procedure() {
  return (
    <>
      <PageIntro
        title="Quy Trình Làm Việc"
        intro="Từ buổi tư vấn đầu tiên đến khi bàn giao và bảo trì, mỗi dự án đi qua các bước rõ ràng, minh bạch."
      />
      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="sr-only">
          Các bước thực hiện dự án
        </h2>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {STEPS.map(({ title, text, Icon }, i) => (
            <li
              key={title}
              data-testid="procedure-step"
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
                  Bước {i + 1}
                </span>
              </div>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-slate-50" aria-labelledby="procedure-cta-heading">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="procedure-cta-heading" className="text-2xl font-bold text-slate-900">
              Sẵn sàng bắt đầu dự án của bạn?
            </h2>
            <p className="mt-2 text-slate-600">
              Đặt lịch để được tư vấn miễn phí, hoặc xem các sản phẩm chúng tôi đã phát triển.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/advise"
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Đặt lịch tư vấn
            </Link>
            <Link
              to="/products"
              className="inline-flex items-center gap-1 rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Xem sản phẩm <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
