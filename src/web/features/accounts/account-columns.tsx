import { Link } from 'react-router';
import { ROLE_MESSAGES } from '#domain/accounts/account.schema.ts';
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
      cell: ({ row }) => (
        <Link
          to={`/admin/accounts/edit/${row.original._id}`}
          className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-700"
        >
          {row.original.fullName}
        </Link>
      ),
    },
    { id: 'email', header: 'Email', accessorFn: (a: AccountView) => a.email, enableSorting: true },
    {
      id: 'role',
      header: 'Vai trò',
      // decision 024: no role, no permission, and the list says so
      cell: ({ row }) =>
        row.original.roles.length > 0 ? (
          row.original.roles.map((r) => r.name).join(', ')
        ) : (
          <span className="text-amber-800">{ROLE_MESSAGES.noRole}</span>
        ),
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
