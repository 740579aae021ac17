import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_CATEGORIES } from '#domain/products/product.schema.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { ProductIcon } from '../../components/public/product-icon.tsx';
import type { AdminProduct } from './products.api.ts';

// spec 002 §3 status labels
export const STATUS_LABELS = { active: 'Hoạt động', inactive: 'Tạm dừng' } as const;

export const categoryOptions = [
  { value: '', label: 'Tất cả danh mục' },
  ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
];

export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  const tone = status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900';
  return (
    <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}

const TONES = {
  neutral: 'text-slate-700 hover:bg-slate-100',
  brand: 'text-brand-700 hover:bg-brand-50',
  danger: 'text-red-700 hover:bg-red-50',
  success: 'text-emerald-700 hover:bg-emerald-50',
} as const;

/** An icon button of a row, named for screen readers and by its tooltip. */
export function RowAction({
  icon: Icon,
  label,
  tone = 'neutral',
  to,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  tone?: keyof typeof TONES;
  to?: string;
  onClick?: () => void;
}) {
  const className = `inline-flex items-center rounded-md p-1.5 ${TONES[tone]}`;
  const content = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </>
  );
  if (to)
    return (
      <Link to={to} className={className} title={label}>
        {content}
      </Link>
    );
  return (
    <button type="button" className={className} title={label} onClick={onClick}>
      {content}
    </button>
  );
}

export const iconColumn: AdminColumn<AdminProduct> = {
  id: 'icon',
  header: 'Icon',
  meta: { className: 'w-16' },
  cell: ({ row }) => <ProductIcon icon={row.original.icon} color={row.original.iconColor} />,
};

/** spec 002 §2: name with description and the first two features (the trash adds an ellipsis after them). */
export function nameColumn(options: { ellipsis: boolean; link: boolean }): AdminColumn<AdminProduct> {
  return {
    id: 'title',
    header: 'Tên sản phẩm',
    cell: ({ row }) => {
      const p = row.original;
      const shown = p.features.slice(0, 2);
      return (
        <div className="max-w-md">
          {options.link ? (
            <Link
              to={`/admin/products/detail/${p.id}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {p.title}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{p.title}</span>
          )}
          <p className="line-clamp-2 text-xs text-slate-600">{p.description}</p>
          {shown.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1">
              {shown.map((f) => (
                <li key={f} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                  {f}
                </li>
              ))}
              {options.ellipsis && p.features.length > 2 && (
                <li className="px-1 text-xs text-slate-600">...</li>
              )}
            </ul>
          )}
        </div>
      );
    },
  };
}

export const categoryColumn: AdminColumn<AdminProduct> = {
  id: 'category',
  header: 'Danh mục',
  cell: ({ row }) => <span className="text-sm">{row.original.category}</span>,
};
