// Builds the web app when build/ is missing or older than its sources, so `npm start` always serves current pages.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runQuietly } from './run-quietly.ts';

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const marker = 'build/server/index.js';
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const sourceTime = Math.max(
  ...sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)),
);
if (!existsSync(marker) || statSync(marker).mtimeMs < sourceTime) {
  // one line, not the bundler's list of assets; its whole output when it fails (decision 027)
  const started = Date.now();
  process.stdout.write('[build] Đang build giao diện… ');
  if (!runQuietly('npx', ['react-router', 'build'])) {
    console.error('\n[build] Build giao diện thất bại (chi tiết ở trên).');
    process.exit(1);
  }
  console.log(`xong (${Math.round((Date.now() - started) / 1000)} giây).`);
}
