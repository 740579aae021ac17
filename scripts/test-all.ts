// Every test, in order: the web build, unit and API (Vitest, real PostgreSQL), then end-to-end (Playwright).
// Prints each runner's own summary, then one closing line for the whole run: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureMachinePackages } from './system-packages.ts';
import { runFolder, runPostgresHome } from './test-folders.ts';

// What the tests need from the machine, first: installed (root with apt) or named, within seconds (decision 027)
function playwrightBrowser(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // no bundled browser registered
  }
}
if (!ensureMachinePackages(playwrightBrowser())) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

// one e2e DATA_DIR and one embedded PostgreSQL home for the whole run, removed when it ends (decision 027)
runFolder('E2E_DATA_DIR', 'e2e-data-');
runPostgresHome();
const out = mkdtempSync(path.join(os.tmpdir(), 'site-test-report-'));
process.on('exit', () => rmSync(out, { recursive: true, force: true }));
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
