import type { ReactNode } from 'react';
import { SITE_PART_LABELS } from '#domain/system/backup.schema.ts';
import type { SystemOverview } from '#domain/system/system.schema.ts';
import { QueryView, RefreshButton } from '../../components/admin/states.tsx';
import { Backups } from '../../features/system/backups.tsx';
import { BusinessHoursForm } from '../../features/system/business-hours.tsx';
import { ContentTransfer } from '../../features/system/content-transfer.tsx';
import { Jobs } from '../../features/system/jobs.tsx';
import { formatBytes, formatUptime, useSystemOverview } from '../../features/system/system.api.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

const STATE_TEXT: Record<string, { text: string; tone: string }> = {
  ok: { text: 'Hoạt động', tone: 'bg-emerald-50 text-emerald-800' },
  down: { text: 'Không trả lời', tone: 'bg-red-50 text-red-800' },
  not_configured: { text: 'Không dùng (một máy chủ)', tone: 'bg-slate-100 text-slate-700' },
  backlog: { text: 'Có thư chờ gửi', tone: 'bg-amber-50 text-amber-900' },
  unknown: { text: 'Không rõ', tone: 'bg-slate-100 text-slate-700' },
};

function Badge({ state }: { state: string }) {
  const s = STATE_TEXT[state] ?? { text: state, tone: 'bg-slate-100 text-slate-700' };
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-medium ${s.tone}`}>
      {s.text}
    </span>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `system-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </>
  );
}

/** Decision 019: the running site at a glance (the same checks as /api/health/ready and /api/metrics). */
export default function SystemScreen() {
  const query = useSystemOverview();
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <RefreshButton query={query} tone="primary" />
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải tình trạng hệ thống..."
        errorMessage={() => 'Lỗi khi tải tình trạng hệ thống.'}
      >
        {(data) => <SystemView data={data} />}
      </QueryView>
    </div>
  );
}

function SystemView({ data }: { data: SystemOverview }) {
  const { readiness, app, traffic, backups, disk, jobs } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title="Tình trạng">
        <Row label="Trang web">
          <span data-testid="system-ready">{readiness.success ? 'Sẵn sàng' : 'Không sẵn sàng'}</span>
        </Row>
        <Row label={SITE_PART_LABELS.database}>
          <Badge state={readiness.checks.database.status} />
          {readiness.checks.database.latencyMs !== null && (
            <span className="ml-2 text-slate-600">
              {formatNumber(readiness.checks.database.latencyMs)} ms
            </span>
          )}
        </Row>
        <Row label="Redis">
          <Badge state={readiness.checks.redis.status} />
        </Row>
        <Row label="Hộp thư đi">
          <Badge state={readiness.checks.outbox.status} />
          <span className="ml-2 text-slate-600">
            chờ {formatNumber(readiness.checks.outbox.waiting)}, thử lại{' '}
            {formatNumber(readiness.checks.outbox.retrying)}, lỗi{' '}
            {formatNumber(readiness.checks.outbox.failed)}
          </span>
        </Row>
      </Card>
      <Card title="Ứng dụng">
        <Row label="Phiên bản">{app.version}</Row>
        <Row label="Node.js">{app.node}</Row>
        <Row label="Thời gian chạy">{formatUptime(app.uptimeSeconds)}</Row>
        <Row label="Bộ nhớ">{formatBytes(app.memoryRssBytes)}</Row>
        <Row label={SITE_PART_LABELS.database}>
          {app.database === 'embedded' ? 'PostgreSQL nhúng' : 'PostgreSQL ngoài (DATABASE_URL)'}
        </Row>
        <Row label="Lưu tệp phương tiện">{app.mediaStorage === 's3' ? 'Kho S3' : 'Ổ đĩa'}</Row>
      </Card>
      <Card title="Lưu lượng">
        <Row label="Yêu cầu đã trả lời">{formatNumber(traffic.requests)}</Row>
        <Row label="Trang trả từ bộ nhớ đệm">
          {formatNumber(traffic.pageCacheHits)} ({formatNumber(traffic.pageCacheEntries)} trang đang giữ)
        </Row>
        <Row label="Kết nối chat đang mở">{formatNumber(traffic.sockets)}</Row>
        <Row label="Độ trễ vòng sự kiện (p99)">
          {traffic.eventLoopDelayP99Ms === null ? '—' : `${formatNumber(traffic.eventLoopDelayP99Ms)} ms`}
        </Row>
        <Row label="Kết nối cơ sở dữ liệu">
          {formatNumber(traffic.dbPool.total)} (rảnh {formatNumber(traffic.dbPool.idle)}, chờ{' '}
          {formatNumber(traffic.dbPool.waiting)})
        </Row>
      </Card>
      <Card title="Sao lưu">
        <Row label="Bản gần nhất">
          {backups.last ? (
            <span data-testid="system-last-backup">
              {formatDateTime(backups.last.createdAt)} · {formatBytes(backups.last.size)}
            </span>
          ) : (
            'Chưa có bản sao lưu'
          )}
        </Row>
        <Row label="Số bản">{formatNumber(backups.count)}</Row>
        <Row label="Lịch">
          {backups.schedule
            ? `${backups.schedule} (giữ ${formatNumber(backups.keep)} bản)`
            : 'Không có lịch tự động'}
        </Row>
        <Row label="Thư mục">
          <code className="break-all">{backups.directory}</code>
        </Row>
        <Row label="Dung lượng trống">
          {disk ? `${formatBytes(disk.freeBytes)} / ${formatBytes(disk.totalBytes)}` : '—'}
        </Row>
      </Card>
      <Jobs jobs={jobs} />
      <Backups />
      <ContentTransfer />
      <BusinessHoursForm />
    </div>
  );
}
