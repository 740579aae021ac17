// Lighthouse (mobile settings) on the public pages of the built app, in Chromium. Appends the four category
// scores per page to bench/RESULTS.md. Run: `npm run bench:lighthouse` (needs a build and Chromium).
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const work = mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
chmodSync(work, 0o711);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

const port = await freePort();
const server = spawn(process.execPath, ['src/server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await waitFor(`${base}/api/health/ready`, server);
  const product = (await (await fetch(`${base}/api/products?limit=1`)).json()).data.products[0];
  const article = (await (await fetch(`${base}/api/news?limit=1`)).json()).data[0];
  const pages = [
    '/',
    '/news',
    `/news/${article.slug}`,
    '/price-list',
    '/products',
    `/products/${product.id}`,
  ];
  const rows: string[] = [];
  for (const page of pages) {
    await fetch(`${base}${page}`); // fills the page cache, as a visited page would be
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result?.lhr.categories;
    const score = (key: string) => Math.round((c?.[key]?.score ?? 0) * 100);
    const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    rows.push(
      `| ${page.replace(/\/[0-9a-f-]{36}$/, '/{id}')} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp} |`,
    );
    console.log(rows.at(-1));
  }
  const lines = [
    '',
    `## ${new Date().toISOString()} — Lighthouse ${'(mobile, simulated throttling)'}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium at ${chromePath ?? 'chrome-launcher default'}. ` +
      'Pages are served from the page cache, as a visited page is.',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP |',
    '|---|---:|---:|---:|---:|---|',
    ...rows,
  ];
  const file = path.resolve('bench/RESULTS.md');
  if (!existsSync(file))
    writeFileSync(file, '# Benchmark results\n\nAppended by `npm run bench`; newest last.\n');
  appendFileSync(file, `${lines.join('\n')}\n`);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
