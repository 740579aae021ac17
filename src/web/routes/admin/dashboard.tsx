import { Briefcase, CalendarCheck, type LucideIcon, Newspaper, RefreshCw, ShoppingCart } from 'lucide-react';
import {
  type DashboardData,
  dashboardErrorMessage,
  useDashboard,
} from '../../features/dashboard/dashboard.api.ts';
import { DashboardCharts } from '../../features/dashboard/dashboard-charts.tsx';
import { formatNumber } from '../../lib/format.ts';

type CountKey = 'orders' | 'services' | 'news' | 'bookings';

const CARDS: ReadonlyArray<{ key: CountKey; label: string; icon: LucideIcon; tone: string }> = [
  { key: 'orders', label: 'Đơn hàng', icon: ShoppingCart, tone: 'bg-brand-50 text-brand-600' },
  { key: 'services', label: 'Dịch vụ', icon: Briefcase, tone: 'bg-emerald-50 text-emerald-600' },
  { key: 'news', label: 'Tin tức', icon: Newspaper, tone: 'bg-amber-50 text-amber-600' },
  { key: 'bookings', label: 'Đặt lịch', icon: CalendarCheck, tone: 'bg-violet-50 text-violet-600' },
];

/** spec 002 §2 "Dashboard": loading, error with retry, loaded counts and charts. */
export default function Dashboard() {
  const query = useDashboard();

  if (query.isPending) {
    return (
      <div className="flex h-64 items-center justify-center" role="status">
        <span
          className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
          aria-hidden="true"
        />
        <span className="sr-only">Đang tải dữ liệu tổng quan...</span>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
        <p className="font-medium text-red-700">{dashboardErrorMessage(query.error)}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600 disabled:opacity-60"
        >
          <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          Thử lại
        </button>
      </div>
    );
  }

  return <DashboardView data={query.data} />;
}

function DashboardView({ data }: { data: DashboardData }) {
  return (
    <div className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Số liệu tổng quan">
        {CARDS.map(({ key, label, icon: Icon, tone }) => (
          <li key={key} className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm">
            <span
              className={`flex size-12 items-center justify-center rounded-lg ${tone}`}
              aria-hidden="true"
            >
              <Icon className="size-6" />
            </span>
            <div>
              <p className="text-sm text-slate-500">{label}</p>
              <p className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
                {formatNumber(data[key])}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <DashboardCharts charts={data.charts} />
    </div>
  );
}
