import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import type { NewsCard, ServiceCard } from '#domain/site/home.schema.ts';
import { responsiveImage } from '#domain/site/responsive-image.rules.ts';
import { PAGE_NAMES } from '#domain/site/site-pages.ts';
import { NewsCardBody } from '../../components/public/news-card-body.tsx';
import { TestimonialCarousel } from '../../components/public/testimonial-carousel.tsx';
import { COMPANY } from '../../lib/company.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { PARTNERS, TESTIMONIALS } from '../../lib/home-showcase.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return pageMeta(
    'Trang chủ',
    'Thiết kế website, phát triển ứng dụng và phần mềm theo yêu cầu, tư vấn công nghệ cho doanh nghiệp tại TP. Hồ Chí Minh.',
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(webContext).services.homeContent();
}

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

// spec 002 §9: the home page shows 100+ projects and 1,230 customers.
const FIGURES = [
  { value: '100+', label: 'dự án' },
  { value: formatNumber(1230), label: 'khách hàng' },
] as const;

const EXPLORE = [
  {
    to: '/procedure',
    title: PAGE_NAMES.procedure,
    text: 'Các bước rõ ràng từ ý tưởng đến sản phẩm bàn giao.',
  },
  {
    to: '/team',
    title: PAGE_NAMES.team,
    text: 'Kỹ sư, nhà thiết kế và chuyên viên tư vấn giàu kinh nghiệm.',
  },
  { to: '/news', title: 'Tin tức', text: 'Kiến thức công nghệ, sự kiện và câu chuyện dự án.' },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { services, news } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-4xl leading-tight font-bold sm:text-5xl">
              Giải pháp phần mềm giúp doanh nghiệp của bạn tăng trưởng
            </h1>
            <p className="mt-5 text-lg text-brand-100">{COMPANY.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/advise"
                className="rounded-full bg-accent-500 px-6 py-3 font-semibold text-white hover:bg-amber-800"
              >
                Đặt lịch tư vấn
              </Link>
              <Link
                to="/price-list"
                className="rounded-full border border-white/70 px-6 py-3 font-semibold hover:bg-white/10"
              >
                Xem bảng giá
              </Link>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-2xl bg-white/10 p-6 text-center">
                <dt className="order-2 mt-1 text-brand-100">{figure.label}</dt>
                <dd className="text-4xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PartnersStrip />
      <ServicesTeaser services={services} />
      <TestimonialCarousel items={TESTIMONIALS} />
      <LatestNews news={news} />

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="text-2xl font-bold text-slate-900">
          Tìm hiểu thêm về chúng tôi
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {EXPLORE.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block h-full rounded-xl border border-slate-200 p-6 transition hover:border-brand-500 hover:shadow-md"
              >
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** spec 002 §3 Partner: each logo links to the partner's site. */
function PartnersStrip() {
  return (
    <section className="border-b border-slate-200 bg-white" aria-labelledby="partners-heading">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2
          id="partners-heading"
          className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          Đối tác tin tưởng đồng hành cùng chúng tôi
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {PARTNERS.map((partner) => (
            <li key={partner.id} data-testid="partner">
              <a
                href={partner.link}
                target="_blank"
                rel="noopener noreferrer"
                className="block opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 focus-visible:opacity-100 focus-visible:grayscale-0"
              >
                <img
                  src={partner.image}
                  alt={partner.name}
                  width={150}
                  height={48}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ServicesTeaser({ services }: { services: ServiceCard[] }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="services-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="services-heading" className="text-2xl font-bold text-slate-900">
          Dịch vụ của chúng tôi
        </h2>
        <Link
          to="/price-list"
          className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
        >
          Xem bảng giá <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {services.length === 0 ? (
        <p className="mt-6 text-slate-600">Các gói dịch vụ đang được cập nhật.</p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service._id}
              className="flex flex-col rounded-xl border border-slate-200 p-6"
              data-testid="home-service"
            >
              <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                {SERVICE_TYPE_LABELS[service.type]}
              </p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">{service.title}</h3>
              <p className="mt-3 text-xl font-bold text-slate-900">{formatPrice(service.price)}</p>
              <Link
                to="/price-list"
                className="mt-auto pt-4 font-medium text-brand-600 hover:underline"
                aria-label={`Xem chi tiết gói ${service.title}`}
              >
                Xem chi tiết
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LatestNews({ news }: { news: NewsCard[] }) {
  return (
    <section className="bg-slate-50" aria-labelledby="news-heading">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="news-heading" className="text-2xl font-bold text-slate-900">
            Tin tức mới nhất
          </h2>
          <Link
            to="/news"
            className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
          >
            Xem tất cả tin tức <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {news.length === 0 ? (
          <p className="mt-6 text-slate-600">{NEWS_MESSAGES.empty}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.map((item) => {
              const image = responsiveImage(item.image, CARD_SIZES);
              return (
                <li
                  key={item._id}
                  className="overflow-hidden rounded-xl bg-white shadow-sm"
                  data-testid="home-news"
                >
                  <article className="flex h-full flex-col">
                    {image ? (
                      <img
                        {...image}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={640}
                        height={360}
                        className="aspect-video w-full object-cover"
                      />
                    ) : (
                      <div className="aspect-video w-full bg-brand-100" aria-hidden="true" />
                    )}
                    <NewsCardBody item={item} Heading="h3" />
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
