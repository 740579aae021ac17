// A visitor at a fixed request rate (decision 052): the cached / and /news in turn, as bench/wrk/client.lua's
// visitor asks them, sent on a schedule that does not wait for answers (an open loop, as a site's readers arrive),
// each request's latency counted from the time it was *scheduled*, not from when it left: a server that stalls is
// charged for every request that would have arrived meanwhile (no coordinated omission). wrk has no fixed-rate mode,
// and autocannon's rate option sends each second's quota at once and times from the send, so neither measures this.
//
// Run as its own process (the bench's editors keep their timers elsewhere):
//   node bench/fixed-rate-visitor.ts <base> <requests/s> <seconds> <connections> <client address>
// Prints one JSON line: the achieved rate, p50/p99 latency, the non-2xx answers or errors, and the client's own
// lateness (how late its timer fired against the schedule, already counted in the latencies), and every latency.
import http from 'node:http';

const [base = '', rateArg = '1000', secondsArg = '5', connectionsArg = '50', address = '192.0.2.20'] =
  process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const WARM_UP_MS = 1000;
const TICK_MS = 1;

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg) });
const paths = ['/', '/news'];
const headers = { 'x-forwarded-for': address, 'accept-encoding': 'gzip' };

const total = Math.round((rate * (WARM_UP_MS + seconds * 1000)) / 1000);
const latencies: number[] = [];
const lateness: number[] = [];
let failed = 0;
let answered = 0;
let sent = 0;

const start = performance.now() + 50;
const measuredFrom = start + WARM_UP_MS;

function settle(scheduled: number, ok: boolean, finish: () => void) {
  answered += 1;
  if (scheduled >= measuredFrom) {
    latencies.push(performance.now() - scheduled);
    if (!ok) failed += 1;
  }
  if (answered === total) finish();
}

/** Every millisecond, the requests due by then; all of a tick's are scheduled at the tick's nominal time. */
function run(finish: () => void) {
  let tick = 0;
  const step = () => {
    const now = performance.now();
    while (start + tick * TICK_MS <= now && sent < total) {
      const scheduled = start + tick * TICK_MS;
      if (scheduled >= measuredFrom) lateness.push(now - scheduled);
      const due = Math.min(total, Math.round(((tick + 1) * TICK_MS * rate) / 1000));
      for (; sent < due; sent++) {
        const path = paths[sent % 2];
        const req = http.get(`${base}${path}`, { agent, headers }, (res) => {
          const ok = (res.statusCode ?? 0) < 400;
          res.resume();
          res.on('end', () => settle(scheduled, ok, finish));
          res.on('error', () => settle(scheduled, false, finish));
        });
        req.on('error', () => settle(scheduled, false, finish));
      }
      tick += 1;
    }
    if (sent < total) setTimeout(step, Math.max(0, start + tick * TICK_MS - performance.now()));
  };
  setTimeout(step, Math.max(0, start - performance.now()));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

await new Promise<void>((resolve) => run(resolve));
agent.destroy();
console.log(
  JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50ms: percentile(latencies, 50),
    p99ms: percentile(latencies, 99),
    non2xx: failed,
    lateP99ms: percentile(lateness, 99),
    // every latency, to 0.01 ms: the caller pools the rounds of one kind into one distribution
    latencies: latencies.map((l) => Math.round(l * 100) / 100),
  }),
);
