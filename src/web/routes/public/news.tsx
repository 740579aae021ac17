import { Search } from 'lucide-react';
import { data, Form, Link } from 'react-router';
import { NEWS_MESSAGES } from '#domain/news/news-messages.ts';
import { normaliseNewsSearch, pageNumberOf } from '#domain/site/page-address.rules.ts';
import { responsiveImage } from '#domain/site/responsive-image.rules.ts';
import type { WebServices } from '#domain/site/web-context.ts';
import { NewsCardBody } from '../../components/public/news-card-body.tsx';
import { PageIntro } from '../../components/public/page-intro.tsx';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/news';

export function meta(): Route.MetaDescriptors {
  return pageMeta('Tin Tức', 'Tin tức công nghệ, sự kiện và chia sẻ kinh nghiệm phát triển phần mềm.');
}

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

// spec 000 §8 "News list load"
const LOAD_ERROR = 'Không thể tải danh sách tin tức. Vui lòng thử lại sau.';

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // one spelling per search, as its cache key (decision 035)
  const search = normaliseNewsSearch(params.get('search') ?? '') || undefined;
  const page = pageNumberOf(params.get('page') ?? '1') ?? 1;
  // past the last page: the not-found page (spec 000 §2), never an empty list under a made-up address
  if (!Number.isFinite(page)) throw data(null, { status: 404 });
  let list: Awaited<ReturnType<WebServices['newsList']>>;
  try {
    list = await context.get(webContext).services.newsList(page, search);
  } catch {
    return { items: [], pagination: null, search: search ?? '', error: LOAD_ERROR };
  }
  if (page > list.pagination.pages) throw data(null, { status: 404 });
  return { items: list.items, pagination: list.pagination, search: search ?? '', error: null };
}

function pageHref(page: number, search: string) {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { items, pagination, search, error } = loaderData;
  return (
    <>
      <PageIntro
        title="Tin Tức"
        intro="Kiến thức công nghệ, sự kiện và câu chuyện từ các dự án của chúng tôi."
      >
        <Form method="get" action="/news" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="news-search" className="sr-only">
            Tìm kiếm tin tức
          </label>
          <input
            id="news-search"
            name="search"
            type="search"
            defaultValue={search}
            key={search}
            maxLength={100}
            placeholder="Tìm kiếm tin tức…"
            className="min-w-0 flex-1 rounded-full border border-slate-300 px-5 py-3 focus:border-brand-500"
          />
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
          >
            <Search className="size-4" aria-hidden="true" /> Tìm
          </button>
        </Form>
      </PageIntro>

      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-label="Danh sách tin tức">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-700">
            {error}
          </p>
        ) : items.length === 0 ? (
          search ? (
            <div className="rounded-xl bg-slate-50 p-8 text-center">
              <p className="text-slate-700">Không tìm thấy tin tức nào phù hợp với “{search}”.</p>
              <Link to="/news" className="mt-4 inline-block font-semibold text-brand-700 underline">
                Xóa tìm kiếm
              </Link>
            </div>
          ) : (
            <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-700">{NEWS_MESSAGES.empty}</p>
          )
        ) : (
          <>
            {search ? (
              <p className="mb-6 text-slate-600">
                {pagination?.total} kết quả cho “{search}” ·{' '}
                <Link to="/news" className="font-semibold text-brand-700 underline">
                  Xóa tìm kiếm
                </Link>
              </p>
            ) : null}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, index) => (
                <li key={item._id} data-testid="news-card">
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
                    {item.image ? (
                      <img
                        {...responsiveImage(item.image, CARD_SIZES)}
                        alt=""
                        width={640}
                        height={336}
                        loading={index < 3 ? 'eager' : 'lazy'}
                        decoding="async"
                        className="aspect-[40/21] w-full object-cover"
                      />
                    ) : null}
                    <NewsCardBody item={item} Heading="h2" />
                  </article>
                </li>
              ))}
            </ul>
            {pagination && pagination.pages > 1 ? (
              <nav aria-label="Phân trang" className="mt-10 flex flex-wrap items-center justify-center gap-2">
                {pagination.page > 1 ? (
                  <Link to={pageHref(pagination.page - 1, search)} className="rounded-full border px-4 py-2">
                    Trang trước
                  </Link>
                ) : null}
                {Array.from({ length: pagination.pages }, (_, i) => i + 1).map((n) => (
                  <Link
                    key={n}
                    to={pageHref(n, search)}
                    aria-current={n === pagination.page ? 'page' : undefined}
                    aria-label={`Trang ${n}`}
                    className={`min-w-10 rounded-full border px-4 py-2 text-center ${
                      n === pagination.page ? 'border-brand-600 bg-brand-600 text-white' : 'hover:bg-slate-50'
                    }`}
                  >
                    {n}
                  </Link>
                ))}
                {pagination.page < pagination.pages ? (
                  <Link to={pageHref(pagination.page + 1, search)} className="rounded-full border px-4 py-2">
                    Trang sau
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
