import { Globe, Megaphone, Smartphone } from 'lucide-react';
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { isServiceType, SERVICE_TYPES } from '#domain/services/service-type.ts';
import { CheckList } from '../../components/public/check-list.tsx';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { formatPrice } from '../../lib/format.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/price-list';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Bảng Giá Dịch Vụ',
    'Bảng giá các gói thiết kế website, phát triển ứng dụng di động và dịch vụ agency.',
  );
}

// spec 000 §8 "Price list load"
const LOAD_ERROR = 'Không thể tải danh sách dịch vụ. Vui lòng thử lại sau.';

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { services: await context.get(webContext).services.priceList(), error: null };
  } catch {
    return { services: [], error: LOAD_ERROR };
  }
}

// The tabs are links (?type=…) so they work without JavaScript; the loader already holds every service, so
// switching tabs in the browser needs no new request.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const TAB_ICONS = { web: Globe, app: Smartphone, agency: Megaphone } as const;
const TABS = SERVICE_TYPES;

export default function PriceList({ loaderData }: Route.ComponentProps) {
  const { services, error } = loaderData;
  const [params] = useSearchParams();
  const requested = params.get('type');
  const tab = isServiceType(requested) ? requested : 'web';
  const shown = services.filter((s) => s.type === tab);
  const Icon = TAB_ICONS[tab];

  return (
    <>
      <PageIntro
        title="Bảng Giá Dịch Vụ"
        intro="Các gói thiết kế website, phát triển ứng dụng và dịch vụ agency với mức giá rõ ràng."
      />
      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-label="Bảng giá">
        <nav aria-label="Loại dịch vụ" className="flex flex-wrap gap-2 border-b border-slate-200">
          {TABS.map((type) => (
            <Link
              key={type}
              to={`?type=${type}`}
              preventScrollReset
              replace
              aria-current={type === tab ? 'page' : undefined}
              className={`-mb-px border-b-2 px-5 py-3 font-semibold ${
                type === tab
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-brand-600'
              }`}
            >
              {SERVICE_TYPE_LABELS[type]}
            </Link>
          ))}
        </nav>

        {error ? (
          <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-700">
            {error}
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-8 text-slate-600">Các gói {SERVICE_TYPE_LABELS[tab]} đang được cập nhật.</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((service) => (
              <li
                key={service._id}
                // the assistant's 'Xem chi tiết' points at a package here (decision 037)
                id={`service-${service._id}`}
                data-testid="price-card"
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-slate-900">{service.title}</h2>
                <p className="mt-2 text-2xl font-bold text-brand-700">{formatPrice(service.price)}</p>
                <CheckList lines={service.description} />
                <div className="mt-auto pt-6">
                  <Link
                    to={`/payment/${service._id}`}
                    className="block rounded-full bg-brand-600 px-5 py-3 text-center font-semibold text-white hover:bg-brand-700"
                    aria-label={`Bắt đầu gói ${service.title}`}
                  >
                    Bắt đầu
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
