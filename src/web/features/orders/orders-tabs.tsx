import { NavLink } from 'react-router';

const TABS = [
  ['/admin/orders/list', 'Đơn hàng'],
  ['/admin/orders/history', 'Lịch sử trạng thái'],
  ['/admin/payments/list', 'Giao dịch thanh toán'],
] as const;

/** The three order screens reach each other here (the sidebar has one entry for orders, spec 000 §2). */
export function OrdersTabs() {
  return (
    <nav aria-label="Đơn hàng và thanh toán" className="flex flex-wrap gap-2 border-b border-slate-200">
      {TABS.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            `-mb-px border-b-2 px-4 py-2 text-sm font-medium ${
              isActive
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900'
            }`
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
