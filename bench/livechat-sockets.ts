// decision 018: N concurrent visitor sockets on one server process (then two processes through Redis), each
// room receiving messages. Every message takes the real path: validated, stored in PostgreSQL, then delivered to
// the room. Measured: delivery latency (send → message_received in the room), server memory per socket, CPU.
//
//   node bench/livechat-sockets.ts [--sockets 10000] [--clients 4] [--seconds 20] [--rate 300] [--redis]
//
// One process always; with --redis, then the same load across two server processes sharing Redis (the adapter),
// the sockets split between them. Both rows go to one table appended to bench/RESULTS.md. The load generator's
// own event-loop delay is reported too: a busy client delays the deliveries it measures.
//
// The load generator runs in `--clients` child processes of this script (one process cannot keep 10,000 sockets
// busy alone on this machine); the servers are `node src/server/main.ts`; the embedded PostgreSQL is shared.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';

const SOCKET_PATH = '/api/socket.io';
const CLK = () => performance.timeOrigin + performance.now();

// ---- the client process ---------------------------------------------------------------------------------
async function client() {
  const { bases, count, offset, seconds, rate, tag } = JSON.parse(process.argv[3] as string) as {
    bases: string[];
    count: number;
    offset: number;
    seconds: number;
    rate: number;
    tag: string;
  };
  const sockets: Array<{ s: Socket; sid: string }> = [];
  const latencies: number[] = [];
  let failures = 0;
  let duplicates = 0;
  const seen = new Set<string>();
  // open the sockets in waves, spread over the servers
  for (let i = 0; i < count; i += 100) {
    const wave = [];
    for (let j = i; j < Math.min(count, i + 100); j++) {
      const sid = `bench-${tag}-${offset + j}-xxxxxxxx`;
      const s = io(bases[(offset + j) % bases.length] as string, {
        path: SOCKET_PATH,
        auth: { sessionId: sid },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 60_000,
      });
      s.on('message_received', (m: { _id: string; message: string }) => {
        if (seen.has(m._id)) duplicates++;
        seen.add(m._id);
        if (!m.message.startsWith('t ')) return;
        const sent = Number(m.message.split(' ')[1]);
        if (Number.isFinite(sent)) latencies.push(CLK() - sent);
      });
      sockets.push({ s, sid });
      wave.push(
        new Promise<void>((resolve) => {
          s.once('connect', () => resolve());
          s.once('connect_error', () => {
            failures++;
            resolve();
          });
        }),
      );
    }
    await Promise.all(wave);
  }
  // each visitor's first message makes its room (a one-time cost, kept out of the measured phase), 50 at a time
  let roomsFailed = 0;
  for (let i = 0; i < sockets.length; i += 50) {
    await Promise.all(
      sockets.slice(i, i + 50).map(({ s, sid }) =>
        s
          .timeout(60_000)
          .emitWithAck('send_message', { sessionId: sid, message: 'xin chào', clientId: 'hello' })
          .then((ack: { success: boolean }) => {
            if (!ack?.success) roomsFailed++;
          })
          .catch(() => roomsFailed++),
      ),
    );
  }
  if (roomsFailed > 0) console.error(`rooms not made: ${roomsFailed}`);
  process.send?.({ type: 'connected', failures });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  // each room receives messages: this process's share of `rate` messages per second, round robin
  // the load generator's own event-loop delay: a busy client delays the deliveries it measures
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const perTick = rate / 20; // every 50 ms
  let carry = 0;
  let next = 0;
  let sent = 0;
  let refused = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    carry += perTick;
    for (; carry >= 1; carry--) {
      const { s, sid } = sockets[next++ % sockets.length] as { s: Socket; sid: string };
      if (!s.connected) continue;
      sent++;
      s.timeout(30_000).emit(
        'send_message',
        { sessionId: sid, message: `t ${CLK()}`, clientId: `b${sent}` },
        (err: unknown, ack: { success: boolean }) => {
          if (err || !ack?.success) refused++;
        },
      );
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 3000)); // the last deliveries
  const connected = sockets.filter((x) => x.s.connected).length;
  for (const { s } of sockets) s.close();
  loopDelay.disable();
  process.send?.({
    type: 'done',
    latencies,
    sent,
    refused,
    duplicates,
    connected,
    loopP99: loopDelay.percentile(99) / 1e6,
    loopMax: loopDelay.max / 1e6,
  });
}

// ---- the orchestrator ------------------------------------------------------------------------------------
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const cpuTicks = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(f[11]) + Number(f[12]);
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(opts: {
  sockets: number;
  clients: number;
  seconds: number;
  rate: number;
  servers: string[];
  pids: number[];
  tag: string;
}) {
  const per = Math.ceil(opts.sockets / opts.clients);
  const rssBefore = opts.pids.map(rssKb);
  const started = Date.now();
  const kids: ChildProcess[] = [];
  const connectedMsgs: Array<Promise<{ failures: number }>> = [];
  const doneMsgs: Array<
    Promise<{
      latencies: number[];
      sent: number;
      refused: number;
      duplicates: number;
      connected: number;
      loopP99: number;
      loopMax: number;
    }>
  > = [];
  for (let c = 0; c < opts.clients; c++) {
    const kid = fork(
      process.argv[1] as string,
      [
        'client',
        JSON.stringify({
          bases: opts.servers,
          count: per,
          offset: c * per,
          seconds: opts.seconds,
          rate: opts.rate / opts.clients,
          tag: opts.tag,
        }),
      ],
      {
        execArgv: ['--max-old-space-size=4096'],
      },
    );
    kids.push(kid);
    connectedMsgs.push(
      new Promise((resolve) =>
        kid.on('message', (m: { type: string; failures: number }) => m.type === 'connected' && resolve(m)),
      ),
    );
    doneMsgs.push(
      new Promise((resolve) =>
        kid.on(
          'message',
          (m: { type: string } & Awaited<(typeof doneMsgs)[number]>) => m.type === 'done' && resolve(m),
        ),
      ),
    );
  }
  const failures = (await Promise.all(connectedMsgs)).reduce((a, m) => a + m.failures, 0);
  const connectSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const rssConnected = opts.pids.map(rssKb);
  const cpu0 = opts.pids.map(cpuTicks);
  const t0 = Date.now();
  for (const kid of kids) kid.send('go');
  const results = await Promise.all(doneMsgs);
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = opts.pids.map((pid, i) => ((cpuTicks(pid) - (cpu0[i] ?? 0)) / 100 / elapsed) * 100);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const sent = results.reduce((a, r) => a + r.sent, 0);
  return {
    sockets: opts.sockets,
    failures,
    connectSeconds,
    stillConnected: results.reduce((a, r) => a + r.connected, 0),
    memPerSocketKb:
      opts.pids.reduce((a, _, i) => a + ((rssConnected[i] ?? 0) - (rssBefore[i] ?? 0)), 0) /
      Math.max(1, opts.sockets - failures),
    rssMb: rssConnected.map((k) => Math.round(k / 1024)),
    sent,
    delivered: latencies.length,
    refused: results.reduce((a, r) => a + r.refused, 0),
    duplicates: results.reduce((a, r) => a + r.duplicates, 0),
    ratePerSec: Math.round(latencies.length / (elapsed - 3)),
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    cpuPct: cpu.map((c) => Math.round(c)),
    clientLoopP99: Math.max(...results.map((r) => r.loopP99)),
    clientLoopMax: Math.max(...results.map((r) => r.loopMax)),
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

async function main() {
  const loadAtStart = loadAverage();
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '10000' },
      clients: { type: 'string', default: '4' },
      seconds: { type: 'string', default: '20' },
      rate: { type: 'string', default: '300' },
      redis: { type: 'boolean', default: false },
      'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    },
  });
  const sockets = Number(values.sockets);
  const clients = Number(values.clients);
  const seconds = Number(values.seconds);
  const rate = Number(values.rate);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-livechat-'));
  const { startEmbeddedPostgres } = await import('../src/server/db/embedded-postgres.ts');
  const pg = await startEmbeddedPostgres(dataDir, () => {});
  const common = {
    DATABASE_URL: pg.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  };
  const rows: string[] = [];
  const line = (name: string, r: Awaited<ReturnType<typeof run>>) =>
    `| ${name} | ${r.sockets} | ${r.failures} | ${r.stillConnected} | ${r.connectSeconds.toFixed(1)} | ${r.memPerSocketKb.toFixed(1)} | ${r.rssMb.join(' + ')} | ${r.sent} | ${r.delivered} | ${r.duplicates} | ${r.ratePerSec} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(0)} | ${r.cpuPct.join(' + ')} | ${r.clientLoopP99.toFixed(0)} / ${r.clientLoopMax.toFixed(0)} |`;
  try {
    // one process: migrates the database first
    const one = await startServer(common);
    try {
      const r = await run({
        sockets,
        clients,
        seconds,
        rate,
        servers: [one.base],
        pids: [one.child.pid as number],
        tag: 'one',
      });
      console.log(JSON.stringify(r));
      rows.push(line('one process', r));
    } finally {
      one.child.kill('SIGTERM');
      await new Promise((r) => one.child.once('exit', r));
    }
    if (values.redis) {
      const env = { ...common, REDIS_URL: values['redis-url'] as string };
      const a = await startServer(env);
      const b = await startServer(env);
      try {
        const r = await run({
          sockets,
          clients,
          seconds,
          rate,
          servers: [a.base, b.base],
          pids: [a.child.pid as number, b.child.pid as number],
          tag: 'two',
        });
        console.log(JSON.stringify(r));
        rows.push(line('two processes, Redis adapter', r));
      } finally {
        for (const s of [a, b]) s.child.kill('SIGTERM');
        await Promise.all([a, b].map((s) => new Promise((r) => s.child.once('exit', r))));
      }
    }
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loadAtEnd = loadAverage();
  appendFileSync(
    path.resolve('bench/RESULTS.md'),
    [
      '',
      `## ${new Date().toISOString()} — live chat sockets (node bench/livechat-sockets.ts)`,
      '',
      'Each visitor first sends one message (its room is made then, before the measured phase; the connect time includes it).',
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Load average (1, 5, 15 min) ${loadAtStart} at the start and ${loadAtEnd} at the end: above ~1 before the start, other work shared the cores and these are lower bounds. Load: \`node bench/livechat-sockets.ts --sockets ${sockets} --clients ${clients} --seconds ${seconds} --rate ${rate}${values.redis ? ' --redis' : ''}\`: ${clients} client processes open visitor sockets (WebSocket) and send ${rate} messages/s in total, round robin over the rooms; each message is validated, stored in PostgreSQL (embedded, fsync on) and delivered to its room; latency is send → message_received in the room. The load generator, the server(s), PostgreSQL and Redis share the 2 cores.`,
      '',
      '| setup | sockets | connect failures | connected at end | connect time (s) | server memory per socket (KB) | server RSS (MB) | sent | delivered | duplicates | deliveries/s | p50 (ms) | p99 (ms) | max (ms) | server CPU (%) | load generator event-loop delay p99 / max (ms) |',
      '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
      ...rows,
      '',
    ].join('\n'),
  );
}

if (process.argv[2] === 'client') await client();
else await main();
