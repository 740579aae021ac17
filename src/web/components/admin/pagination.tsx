import { clampPage, pageWindow } from './page-window.ts';

type PaginationProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The test id of the 'Trang x / y' label. */
  labelTestId?: string;
};

const pageButton = 'min-w-9 rounded-md border px-3 py-1.5 text-sm disabled:opacity-50';
const idle = `${pageButton} border-slate-300 bg-white hover:bg-slate-50`;
const current = `${pageButton} border-brand-500 bg-brand-500 text-white`;

/** Previous/next, numbered buttons (current ±2, first, last) and 'Trang x / y' (spec 001 §2). */
export function Pagination({ page: requested, pages, onPage, labelTestId }: PaginationProps) {
  const page = clampPage(requested, pages);
  const total = Math.max(1, pages);
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Phân trang">
      <span className="text-sm text-slate-600" data-testid={labelTestId}>
        Trang {page} / {total}
      </span>
      <div className="flex flex-wrap gap-1">
        <button type="button" className={idle} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Trước
        </button>
        {pageWindow(page, total).map((item) =>
          item.kind === 'gap' ? (
            <span key={`gap-${item.after}`} className="px-1 py-1.5 text-slate-600" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item.page}
              type="button"
              aria-current={item.page === page ? 'page' : undefined}
              className={item.page === page ? current : idle}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </button>
          ),
        )}
        <button type="button" className={idle} disabled={page >= total} onClick={() => onPage(page + 1)}>
          Sau
        </button>
      </div>
    </nav>
  );
}
