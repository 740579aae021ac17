import type { Redirect } from '#domain/redirects/redirect.schema.ts';
import { REDIRECT_MESSAGES as M } from '#domain/redirects/redirects.resource.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** Old address, new address, where the redirect came from, when. */
export function redirectColumns(): AdminColumn<Redirect>[] {
  return [
    {
      id: 'source',
      header: M.source,
      accessorFn: (r: Redirect) => r.source,
      meta: { className: 'font-medium break-all text-slate-900' },
    },
    {
      id: 'target',
      header: M.target,
      accessorFn: (r: Redirect) => r.target,
      meta: { className: 'break-all' },
    },
    {
      id: 'kind',
      header: M.kind,
      accessorFn: (r: Redirect) => r.kind,
      cell: ({ row }) => (row.original.kind === 'article' ? M.kindArticle : M.kindManual),
    },
    {
      id: 'createdAt',
      header: M.createdAt,
      accessorFn: (r: Redirect) => r.createdAt,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
  ];
}
