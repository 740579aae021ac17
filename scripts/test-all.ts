// Every test, in order: the web build, unit and API (Vitest, real PostgreSQL), then end-to-end (Playwright).
// Prints each runner's own summary, then one closing line for the whole run: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(os.tmpdir(), 'site-test-report-'));
let passed = 0;
let failed = 0;
let skipped = 0;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

// 0. The web build: the page-cache tests and the end-to-end tests serve it
if (run('node', ['scripts/ensure-build.ts']) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// 1. Vitest: unit + integration
const vitestReport = path.join(out, 'vitest.json');
const vitestCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
} else {
  failed += 1;
}
if (vitestCode !== 0 && failed === 0) failed += 1;

// 2. Playwright: the built app in its embedded default, driven in Chromium
const pwReport = path.join(out, 'playwright.json');
const e2eCode = run('npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
});
if (existsSync(pwReport)) {
  const s = JSON.parse(readFileSync(pwReport, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
}
if (e2eCode !== 0 && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
