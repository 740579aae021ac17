import {
  PreviewMark,
  previewHeaders,
  previewMeta,
  previewNotFound,
} from '../../components/public/preview-page.tsx';
import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/news-preview';
import NewsDetail from './news-detail.tsx';

// decision 042: the article page as it will be published, from a signed link; never cached, never indexed
export async function loader({ context, params }: Route.LoaderArgs) {
  return (await context.get(webContext).services.newsPreview(params.token)) ?? previewNotFound();
}

export const headers = previewHeaders;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return previewMeta(loaderData?.article.title, 'Bản xem trước bài viết');
}

export default function NewsPreview(props: Route.ComponentProps) {
  return (
    <PreviewMark text="Bản xem trước — bài viết này chưa được xuất bản với nội dung này">
      <NewsDetail {...(props as unknown as Parameters<typeof NewsDetail>[0])} />
    </PreviewMark>
  );
}
