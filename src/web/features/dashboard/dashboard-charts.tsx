import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { formatDayMonth } from '../../lib/format.ts';
import type { DashboardData } from './dashboard.api.ts';

const SERVICE_TYPE_LABELS: Record<string, string> = { web: 'Website', app: 'App', agency: 'Agency' };
const BOOKING_STATUS_LABELS: Record<string, string> = {
  processing: 'Đang xử lý',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
};
const COLORS = ['#1976d2', '#f59e0b', '#10b981', '#ef4444', '#8b5cf6', '#0ea5e9', '#64748b'];

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 h-64">
        {empty ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-500">Chưa có dữ liệu.</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

type CountRow = { label: string; count: number };
const sum = (rows: CountRow[]) => rows.reduce((total, row) => total + row.count, 0);

/** A share chart of counted rows, its colours taken in turn from `firstColour` on. */
function PieCard(props: { title: string; rows: CountRow[]; firstColour: number; innerRadius?: string }) {
  const { title, rows, firstColour, innerRadius } = props;
  return (
    <ChartCard title={title} empty={sum(rows) === 0}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={rows} dataKey="count" nameKey="label" innerRadius={innerRadius} outerRadius="80%">
            {rows.map((row, index) => (
              <Cell key={row.label} fill={COLORS[(index + firstColour) % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The dashboard charts, drawn from the figures the server counted (spec 002 §4, without fabricated shares). */
export function DashboardCharts({ charts }: { charts: DashboardData['charts'] }) {
  const ordersByDay = charts.ordersByDay.map((point) => ({
    label: formatDayMonth(point.date),
    count: point.count,
  }));
  const servicesByType = charts.servicesByType.map((row) => ({
    label: SERVICE_TYPE_LABELS[row.type] ?? row.type,
    count: row.count,
  }));
  const newsByType = charts.newsByType.map((row) => ({ label: newsTypeLabel(row.type), count: row.count }));
  const bookingsByStatus = charts.bookingsByStatus.map((row) => ({
    label: BOOKING_STATUS_LABELS[row.status] ?? row.status,
    count: row.count,
  }));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title="Đơn hàng 7 ngày gần nhất" empty={ordersByDay.length === 0}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={ordersByDay} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [value, 'Đơn hàng']} />
            <Line type="monotone" dataKey="count" name="Đơn hàng" stroke="#1976d2" strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>

      <ChartCard title="Dịch vụ theo loại" empty={sum(servicesByType) === 0}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={servicesByType} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(value) => [value, 'Dịch vụ']} />
            <Bar dataKey="count" name="Dịch vụ" fill="#10b981" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>

      <PieCard title="Tin tức theo chuyên mục" rows={newsByType} innerRadius="45%" firstColour={0} />

      <PieCard title="Đặt lịch theo trạng thái" rows={bookingsByStatus} firstColour={1} />
    </div>
  );
}
