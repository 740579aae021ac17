import { redirect } from 'react-router';
import type { ServiceCard } from '#domain/site/home.schema.ts';
import { CheckList } from '../../components/public/check-list.tsx';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { PaymentFlow } from '../../components/public/payment-flow.tsx';
import { formatPrice } from '../../lib/format.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/payment';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Thanh Toán Dịch Vụ', 'Thanh toán gói dịch vụ qua mã QR với MoMo hoặc VNPAY.');
}

// spec 000 §8: a service that is missing (none named, unknown, in the trash) or fails to load sends the visitor to
// /price-list, where the services are chosen
export async function loader({ context, params }: Route.LoaderArgs) {
  let service: ServiceCard | null = null;
  try {
    if (params.serviceId) service = await context.get(webContext).services.paymentService(params.serviceId);
  } catch {
    service = null;
  }
  if (!service) throw redirect('/price-list');
  return { service };
}

/** spec 000 §2 "/payment/{serviceId}": the service summary, the customer form, the QR and the success. */
export default function Payment({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <PageIntro
        title="Thanh Toán Dịch Vụ"
        intro="Kiểm tra thông tin gói dịch vụ và hoàn tất thanh toán qua mã QR."
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <section
          aria-labelledby="service-summary"
          className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <p className="text-sm font-semibold text-brand-700 uppercase">
            {SERVICE_TYPE_LABELS[service.type]}
          </p>
          <h2 id="service-summary" className="mt-1 text-2xl font-semibold text-slate-900">
            {service.title}
          </h2>
          <p className="mt-2 text-2xl font-bold text-brand-700" data-testid="service-price">
            {formatPrice(service.price)}
          </p>
          <CheckList lines={service.description} />
        </section>
        <PaymentFlow serviceId={service._id} />
      </div>
    </>
  );
}
