// Builds the web app when build/ is missing or older than its sources, so `npm start` always serves current pages.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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
  console.log('[build] Đang build giao diện…');
  execSync('npx react-router build', { stdio: 'inherit' });
}
