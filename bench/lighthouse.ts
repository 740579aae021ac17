import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { appendResults, scratchDir, startServer, stop } from './support.ts';

const work = scratchDir('site-lighthouse-');

const { child: server, base } = await startServer(path.join(work, 'data'));
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
/**
 * Visits the page as a first visitor would have: fills the page cache and has every image variant it names
 * resized and stored (sharp runs on a variant's first request only).
 */
async function warm(url: string) {
  const html = await (await fetch(url)).text();
  const images = new Set(html.match(/\/api\/public\/images\/[^\s"',]+/g) ?? []);
  await Promise.all([...images].map(async (src) => (await fetch(new URL(src, url))).arrayBuffer()));
}

try {
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
    await warm(`${base}${page}`);
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    // LIGHTHOUSE_REPORTS=dir keeps each page's full report, to see which audit cost the points
    if (process.env.LIGHTHOUSE_REPORTS && result) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
      writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(result.lhr));
    }
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
  appendResults(lines);
} finally {
  await chrome.kill();
  await stop(server);
  rmSync(work, { recursive: true, force: true });
}
