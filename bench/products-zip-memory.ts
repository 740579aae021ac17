// decision 021: a 100 MB ZIP uploads and downloads with the server's memory growing by less than 50 MB.
// Starts the built server in its embedded default on a fresh DATA_DIR, uploads a ZIP just under the 100 MB limit
// from disk (streamed by fetch), downloads it, checks the bytes, and samples the server's RSS from /proc while
// both run. Appends the result to bench/RESULTS.md. Run: node bench/products-zip-memory.ts (Linux).
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, openAsBlob, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipOf } from '../tests/integration/upload-corpus.ts';
import { appendResults, scratchDir, startServer, stop } from './support.ts';

const MB = 1024 * 1024;
const work = scratchDir('site-zip-bench-');
const password = 'Bench@12345';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function sha256(stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

// ten entries of incompressible bytes: a real archive, nothing like a bomb, 99.5 MB in all
const zipPath = path.join(work, 'lon.zip');
const entries = Array.from({ length: 10 }, (_, i) => ({
  name: `du-lieu-${i}.bin`,
  data: randomBytes(Math.floor(9.95 * MB)),
}));
writeFileSync(zipPath, zipOf(entries));
entries.length = 0;
const zipSize = (await openAsBlob(zipPath)).size;
const zipHash = await sha256(createReadStream(zipPath));

const { child, base } = await startServer(path.join(work, 'data'), {
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: password,
});
try {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password }),
  });
  const { token } = (await login.json()) as { token: string };
  const pid = child.pid as number;
  // settle, then take the baseline after a warm-up request of each kind
  await fetch(`${base}/api/products?limit=1`);
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);

  const form = new FormData();
  form.append('zip', await openAsBlob(zipPath, { type: 'application/zip' }), 'lon.zip');
  const started = Date.now();
  const upload = await fetch(`${base}/api/products/upload-zip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await upload.json()) as { success: boolean; data?: { url: string }; message?: string };
  if (!uploaded.success || !uploaded.data) throw new Error(`upload refused: ${uploaded.message}`);
  const uploadMs = Date.now() - started;
  const peakUpload = peak;

  const download = await fetch(`${base}${uploaded.data.url}`);
  const downloadHash = await sha256(download.body as unknown as AsyncIterable<Uint8Array>);
  clearInterval(sampler);
  // what stays after the transfers: retention, as opposed to garbage not yet collected
  await new Promise((r) => setTimeout(r, 5000));
  const settled = rssMb(pid);
  const growth = peak - baseline;
  const ok = downloadHash === zipHash && growth < 50;
  const lines = [
    '',
    `## Products: 100 MB ZIP upload and download memory (${new Date().toISOString()})`,
    '',
    '| ZIP | upload | server RSS before | peak during upload | peak during download | peak growth | 5 s later | bytes equal | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${(zipSize / MB).toFixed(1)} MB | ${uploadMs} ms | ${baseline.toFixed(0)} MB | ${peakUpload.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${growth.toFixed(1)} MB | ${(settled - baseline).toFixed(1)} MB | ${downloadHash === zipHash ? 'yes' : 'NO'} | ${ok ? 'pass (< 50 MB)' : 'FAIL (≥ 50 MB)'} |`,
  ];
  console.log(lines.join('\n'));
  appendResults(lines);
  if (!ok) process.exitCode = 1;
} finally {
  await stop(child);
}
