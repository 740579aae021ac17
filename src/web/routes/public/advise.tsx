import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { data } from 'react-router';
import { emptyConsultationForm } from '#domain/bookings/consultation.rules.ts';
import { mapLinkUrl } from '#domain/site/company.ts';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { ConsultationForm, type ConsultationFormState } from '../../features/bookings/consultation-form.tsx';
import { COMPANY, fullAddress } from '../../lib/company.ts';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/advise';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Đặt Lịch Tư Vấn',
    'Đặt lịch tư vấn miễn phí về thiết kế website, ứng dụng di động và giải pháp phần mềm.',
  );
}

/** The hours as saved on Hệ thống (decision 049): the page, the assistant and the live chat say the same. */
export async function loader({ context }: Route.LoaderArgs) {
  return { openingHours: await context.get(webContext).services.openingHours() };
}

const FIELDS = Object.keys(emptyConsultationForm) as Array<keyof typeof emptyConsultationForm>;

/**
 * The site answers `Referrer-Policy: no-referrer`, under which a browser sends `Origin: null` with a form post, and
 * React Router refuses an action whose origin does not match. This page keeps referrers to itself only.
 */
export function headers() {
  return { 'Referrer-Policy': 'same-origin' };
}

/** The form posted without script (spec 002 §3): the same service, rules and limits as POST /api/bookings. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(webContext);
  const posted = await request.formData();
  const form: Record<string, string> = {};
  for (const [key, value] of posted) if (typeof value === 'string') form[key] = value;
  const outcome = await services.submitConsultation(form, clientIp);
  if (outcome.ok) {
    return {
      values: { ...emptyConsultationForm },
      errors: {},
      notice: { kind: 'success', text: outcome.message },
    } as ConsultationFormState;
  }
  const values: Record<string, string> = {};
  for (const field of FIELDS) values[field] = form[field] ?? '';
  return data(
    {
      values,
      errors: outcome.errors,
      notice: { kind: 'error', text: outcome.message },
    } as ConsultationFormState,
    { status: 400 },
  );
}

/** The map costs nothing until asked for: a link to the map service, and the embedded map on request. */
function MapOnRequest() {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        title={`Bản đồ: ${fullAddress}`}
        src={COMPANY.mapEmbedUrl}
        className="h-72 w-full rounded-lg border-0"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={() => setShown(true)}
        className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-500"
      >
        Hiện bản đồ
      </button>
      <a
        href={mapLinkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="px-1 py-2 font-medium text-brand-700 underline hover:text-brand-600"
      >
        Mở Google Maps
      </a>
    </div>
  );
}

export default function Advise({ actionData, loaderData }: Route.ComponentProps) {
  const { openingHours } = loaderData;
  const initial: ConsultationFormState = actionData ?? {
    values: { ...emptyConsultationForm },
    errors: {},
    notice: null,
  };
  return (
    <>
      <PageIntro
        title="Đặt Lịch Tư Vấn"
        intro="Để lại thông tin, chuyên viên của chúng tôi sẽ liên hệ tư vấn giải pháp phù hợp với nhu cầu của bạn."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-3">
        <section aria-labelledby="advise-contact" className="space-y-6 lg:col-span-1">
          <h2 id="advise-contact" className="text-2xl font-bold text-slate-900">
            Thông tin liên hệ
          </h2>
          <ul className="space-y-4 text-slate-700">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="font-semibold text-slate-900">Địa chỉ: </span>
                {fullAddress}
              </span>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="font-semibold text-slate-900">Hotline: </span>
                <a href={COMPANY.hotlineHref} className="text-brand-700 underline">
                  {COMPANY.hotline}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="font-semibold text-slate-900">Email: </span>
                <a href={`mailto:${COMPANY.email}`} className="text-brand-700 underline">
                  {COMPANY.email}
                </a>
              </span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="font-semibold text-slate-900">Giờ làm việc:</span>
                {openingHours.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ul>
          <MapOnRequest />
        </section>
        <section
          aria-labelledby="advise-form"
          className="rounded-xl border border-slate-200 p-6 shadow-sm lg:col-span-2"
        >
          <h2 id="advise-form" className="mb-4 text-2xl font-bold text-slate-900">
            Đăng ký tư vấn miễn phí
          </h2>
          <ConsultationForm initial={initial} />
        </section>
      </div>
    </>
  );
}
