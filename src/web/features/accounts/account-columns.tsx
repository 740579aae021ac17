import { ROLE_LABELS } from '#domain/auth/login.schema.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import type { AccountView } from './accounts.api.ts';

/** spec 002 §2 account list: name, e-mail, roles, status. */
export function accountColumns(): AdminColumn<AccountView>[] {
  return [
    {
      id: 'fullName',
      header: 'Họ tên',
      accessorFn: (a: AccountView) => a.fullName,
      enableSorting: true,
      meta: { className: 'font-medium text-slate-900' },
    },
    { id: 'email', header: 'Email', accessorFn: (a: AccountView) => a.email, enableSorting: true },
    {
      id: 'role',
      header: 'Vai trò',
      cell: ({ row }) =>
        row.original.roles.length > 0
          ? row.original.roles.map((r) => r.name).join(', ')
          : ROLE_LABELS[row.original.role],
    },
    {
      id: 'status',
      header: 'Trạng thái',
      cell: ({ row }) => (
        <span className={row.original.status === 'active' ? 'text-emerald-700' : 'text-red-700'}>
          {row.original.status === 'active' ? 'Đang hoạt động' : 'Đã khóa'}
          {row.original.twoFactorEnabled ? ' · 2FA' : ''}
        </span>
      ),
    },
  ];
}

export function accountActionsColumn(render: (a: AccountView) => React.ReactNode): AdminColumn<AccountView> {
  return {
    id: 'actions',
    header: 'Thao tác',
    meta: { headerClassName: 'text-right' },
    cell: ({ row }) => <div className="flex justify-end gap-1">{render(row.original)}</div>,
  };
}
