/**
 * Decision 022's render-only CPU a request, read against a reference build measured in the same run.
 *
 * CPU time a request moves with the machine (a session's VM is not the last one's, and its neighbours drift), so a
 * figure written down on another day cannot say whether the renderer got slower. This bench starts this checkout and
 * an earlier one side by side (each in its embedded default, demo content), renders each public page from memory on
 * both (no page kept, reads kept: React Router, React, our components, gzip level 1 and HTTP), and alternates them
 * round by round so both meet the same machine. The ratio of the two medians is what a regression shows in.
 *
 * Run: git worktree add --detach ../render-ref <commit> && (cd ../render-ref && npm ci && npm run build)
 *      node bench/render-reference.ts ../render-ref [query the reference renders a page uncached with]
 * Decision 022's reference is 9d8ef14, whose uncached render was any unknown parameter: `'?view=bench'`.
 * This build renders uncached with PAGE_CACHE_ENTRIES=0 (an unknown parameter is a 301 since decision 035).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { appendResults, cpuMs, request, scratchDir, startServer, stop } from './support.ts';

const execFileAsync = promisify(execFile);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

const [referenceDir, referenceQuery = ''] = process.argv.slice(2);
if (!referenceDir || !existsSync(path.join(referenceDir, 'build/server/index.js'))) {
  console.error('Cần một bản checkout đã build làm mốc: node bench/render-reference.ts <thư mục> [truy vấn]');
  process.exit(2);
}

type Build = { name: string; base: string; pid: number; query: string };

/** CPU ms a request of one page over a one-connection wrk run (concurrent requests for one page would share work). */
async function cpuPerRequest(build: Build, page: string): Promise<number> {
  const before = cpuMs(build.pid);
  const { stdout } = await execFileAsync('wrk', [
    '-t1',
    '-c1',
    `-d${DURATION_S}s`,
    '-H',
    'Accept-Encoding: gzip',
    `${build.base}${page}${build.query}`,
  ]);
  const used = cpuMs(build.pid) - before;
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  if (!/Non-2xx/.test(stdout) && requests > 0) return used / requests;
  throw new Error(`${build.name} ${page}${build.query}: not every answer was 2xx`);
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

async function main() {
  const loadAtStart = os.loadavg();
  const env = { RENDER_BUDGET: '0', PAGE_CACHE_TTL_SECONDS: '3600' };
  const current = await startServer(scratchDir('render-now-'), { ...env, PAGE_CACHE_ENTRIES: '0' });
  const reference = await startServer(scratchDir('render-ref-'), env, path.resolve(referenceDir!));
  const builds: Build[] = [
    { name: 'this build', base: current.base, pid: current.child.pid!, query: '' },
    { name: 'reference', base: reference.base, pid: reference.child.pid!, query: referenceQuery },
  ];
  try {
    const article = (await request(`${current.base}/api/news?limit=1`)).json<{ data: { slug: string }[] }>()
      .data[0]?.slug;
    const pages = ['/', '/news', `/news/${article}`, '/price-list', '/products'];
    const sizes = new Map<string, number[]>();
    for (const page of pages)
      for (const build of builds) {
        const { body } = await request(`${build.base}${page}${build.query}`);
        sizes.set(page, [...(sizes.get(page) ?? []), body.length]);
        await cpuPerRequest(build, page); // warm-up
      }
    const runs = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++)
      // the order flips every round, so neither build always runs right after the other's load
      for (const page of pages)
        for (const build of round % 2 ? [...builds].reverse() : builds) {
          const key = `${build.name} ${page}`;
          runs.set(key, [...(runs.get(key) ?? []), await cpuPerRequest(build, page)]);
        }
    const rows = pages.map((page) => {
      const now = runs.get(`this build ${page}`)!;
      const ref = runs.get(`reference ${page}`)!;
      const [nowBytes, refBytes] = sizes.get(page)!;
      return `| ${page} | ${median(now).toFixed(2)} | ${median(ref).toFixed(2)} | ${(median(now) / median(ref)).toFixed(2)} | ${nowBytes} / ${refBytes} | ${now.map((v) => v.toFixed(2)).join(', ')} / ${ref.map((v) => v.toFixed(2)).join(', ')} |`;
    });
    const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(', ');
    appendResults([
      '',
      `## ${new Date().toISOString()} — render-only CPU a request against a reference build (${path.basename(path.resolve(referenceDir!))}), same run`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}. Both builds run at once, ` +
        `each with its embedded PostgreSQL and demo content; wrk -t1 -c1, ${DURATION_S} s a run, ${ROUNDS} rounds alternating ` +
        `the builds, median shown. This build renders uncached with PAGE_CACHE_ENTRIES=0, the reference with ` +
        `\`${referenceQuery || '(no query)'}\`. Load average (1, 5, 15 min) at the start ${load(loadAtStart)}, at the end ${load(os.loadavg())}.`,
      '',
      '| page | this build (CPU ms a request) | reference (CPU ms a request) | ratio | page bytes (this / reference) | rounds (this / reference) |',
      '|---|---:|---:|---:|---:|---|',
      ...rows,
    ]);
    console.log(rows.join('\n'));
  } finally {
    await stop(current.child);
    await stop(reference.child);
  }
}

await main();
