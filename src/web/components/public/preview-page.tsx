import type { ReactNode } from 'react';
import { data } from 'react-router';
import { pageMeta } from '../../lib/meta.ts';

// A preview link's page (decisions 042 and 053): the real public page of an article or a product, never kept by a
// browser, a proxy or the page cache, never indexed, under a visible mark.

const PREVIEW_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };

/** The route's `headers` export. */
export const previewHeaders = () => PREVIEW_HEADERS;

/** The loader's answer to an expired or forged link: the site's 404 page, not kept either. */
export function previewNotFound(): never {
  throw data(null, { status: 404, headers: PREVIEW_HEADERS });
}

/** The page's title and description, and no indexing. */
export function previewMeta(title: string | undefined, description: string) {
  return [
    ...pageMeta(title ? `Bản xem trước: ${title}` : 'Không tìm thấy bản xem trước', description),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The public page under the mark that says it is a preview. */
export function PreviewMark({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <p
        role="status"
        className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
        data-preview-mark
      >
        {text}
      </p>
      {children}
    </>
  );
}
