import client from 'prom-client';

/**
 * The process's metrics in Prometheus format (decision 019), in a registry of its own per app (tests build
 * several apps in one process). Gauges that read a state (pool, outbox, sockets, page cache) are computed
 * when scraped, from callbacks the composition root hands in.
 */
export type MetricsSources = {
  pool: () => { total: number; idle: number; waiting: number };
  outboxBacklog: () => Promise<{ waiting: number; retrying: number; failed: number }>;
  pageCacheEntries: () => number;
};

export function createMetrics(sources: MetricsSources) {
  const registry = new client.Registry();
  // process, heap, GC and event-loop delay (nodejs_eventloop_lag_*), as prom-client measures them
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  let sockets: () => number = () => 0;

  const requests = new client.Counter({
    name: 'http_requests_total',
    help: 'Yêu cầu HTTP đã trả lời, theo phương thức, đường dẫn (mẫu) và mã trạng thái',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Thời gian trả lời yêu cầu HTTP, theo phương thức và đường dẫn (mẫu)',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pageCacheHits = new client.Counter({
    name: 'page_cache_hits_total',
    help: 'Trang công khai trả từ bộ nhớ đệm, trước khi tới Fastify',
    registers: [registry],
  });
  new client.Gauge({
    name: 'page_cache_entries',
    help: 'Số trang đang nằm trong bộ nhớ đệm',
    registers: [registry],
    collect() {
      this.set(sources.pageCacheEntries());
    },
  });
  new client.Gauge({
    name: 'db_pool_connections',
    help: 'Kết nối của nhóm kết nối PostgreSQL, theo trạng thái',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const p = sources.pool();
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  new client.Gauge({
    name: 'outbox_messages',
    help: 'Thư và liên hệ CRM chưa gửi xong trong hộp thư đi, theo trạng thái',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const b = await sources.outboxBacklog();
      this.set({ state: 'waiting' }, b.waiting);
      this.set({ state: 'retrying' }, b.retrying);
      this.set({ state: 'failed' }, b.failed);
    },
  });
  new client.Gauge({
    name: 'socketio_connections',
    help: 'Kết nối Socket.IO đang mở trên tiến trình này',
    registers: [registry],
    collect() {
      this.set(sockets());
    },
  });

  return {
    registry,
    contentType: registry.contentType,
    /** One answered request (Fastify's onResponse): its route pattern, never the raw URL, keeps labels few. */
    observe(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
    },
    pageCacheHit: () => pageCacheHits.inc(),
    /** The live chat hands in its count of open sockets (0 until it does). */
    setSocketCount(count: () => number) {
      sockets = count;
    },
    render: () => registry.metrics(),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
