import { Briefcase, CalendarCheck, type LucideIcon, Newspaper, ShoppingCart } from 'lucide-react';
import { QueryView } from '../../components/admin/states.tsx';
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

  return (
    <QueryView
      query={query}
      loadingLabel="Đang tải dữ liệu tổng quan..."
      errorMessage={dashboardErrorMessage}
    >
      {(data) => <DashboardView data={data} />}
    </QueryView>
  );
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
