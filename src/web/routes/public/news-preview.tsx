import { data } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/news-preview';
import NewsDetail from './news-detail.tsx';

// decision 042: the article page as it will be published, from a signed link; never cached, never indexed
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.get(webContext).services.newsPreview(params.token);
  if (!page)
    throw data(null, { status: 404, headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
  return page;
}

export function headers() {
  return { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
}

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? `Bản xem trước: ${loaderData.article.title}` : 'Không tìm thấy bản xem trước';
  return [...pageMeta(title, 'Bản xem trước bài viết'), { name: 'robots', content: 'noindex' }];
}

export default function NewsPreview(props: Route.ComponentProps) {
  return (
    <>
      <p
        role="status"
        className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
        data-preview-mark
      >
        Bản xem trước — bài viết này chưa được xuất bản với nội dung này
      </p>
      <NewsDetail {...(props as unknown as Parameters<typeof NewsDetail>[0])} />
    </>
  );
}
