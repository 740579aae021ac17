import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// the W3C validator (vnu-jar from npm, run with the machine's Java) reports no error on
// any public page, as the server sends it.
const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

test('every public page is valid HTML', async ({ request }) => {
  const product = (await (await request.get('/api/products?limit=1')).json()).data.products[0];
  const article = (await (await request.get('/api/news?limit=1')).json()).data[0];
  const paths = [
    '/',
    '/procedure',
    '/team',
    '/price-list',
    '/products',
    `/products/${product.id}`,
    '/news',
    '/news?search=website',
    `/news/${article.slug}`,
    '/advise',
    '/trang-khong-ton-tai',
  ];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  try {
    const files = [];
    for (const [i, p] of paths.entries()) {
      const response = await request.get(p);
      const file = path.join(dir, `page-${i}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    let report: string;
    try {
      report = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // vnu exits 1 when it found errors and prints its JSON report on stderr
      report = (error as { stderr?: string }).stderr ?? '';
      if (!report.trim().startsWith('{')) throw error;
    }
    const messages = report.trim() ? JSON.parse(report).messages : [];
    const errors = messages.map(
      (m: { url: string; lastLine: number; message: string }) =>
        `${paths[Number(/page-(\d+)\.html/.exec(m.url)?.[1])]}:${m.lastLine} ${m.message}`,
    );
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
