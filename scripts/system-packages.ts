// What `npm test` needs from the machine besides Node and npm (README, Requirements): checked before anything
// runs, installed when it can be (root with apt), otherwise named with the command that installs it — never a
// red test after ten minutes for a missing package (decision 027).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/** How the machine is looked at (tests give their own). */
export type Probe = {
  /** An executable of that name on PATH. */
  onPath(command: string): boolean;
  exists(file: string): boolean;
  /** The command exits 0. */
  succeeds(command: string, args: string[]): boolean;
};

export type SystemPackage = { name: string; purpose: string; present(probe: Probe): boolean };

/** Debian's packages the tests use; `playwrightBrowser` is Playwright's own Chromium, used first when installed. */
export function systemPackages(playwrightBrowser: string | undefined): SystemPackage[] {
  return [
    {
      name: 'chromium',
      purpose: 'kiểm thử đầu-cuối (Playwright)',
      // the browser playwright.config.ts launches: Playwright's own, else Debian's
      present: (p) =>
        (playwrightBrowser !== undefined && p.exists(playwrightBrowser)) || p.exists('/usr/bin/chromium'),
    },
    {
      name: 'default-jre-headless',
      purpose: 'kiểm tra HTML bằng vnu-jar (Java)',
      present: (p) => p.onPath('java'),
    },
    {
      name: 'python3-prometheus-client',
      purpose: 'kiểm thử số đo Prometheus',
      // tests/helpers/prometheus-parse.ts runs Debian's /usr/bin/python3 with this module
      present: (p) => p.succeeds('/usr/bin/python3', ['-c', 'import prometheus_client']),
    },
  ];
}

export function machineProbe(env: NodeJS.ProcessEnv = process.env): Probe {
  return {
    onPath(command) {
      for (const dir of (env.PATH ?? '').split(path.delimiter)) {
        if (!dir) continue;
        try {
          accessSync(path.join(dir, command), constants.X_OK);
          return true;
        } catch {
          // not in this folder
        }
      }
      return false;
    },
    exists: (file) => existsSync(file),
    succeeds: (command, args) => spawnSync(command, args, { stdio: 'ignore', env }).status === 0,
  };
}

export type EnsureOptions = {
  packages: SystemPackage[];
  probe: Probe;
  /** Root with apt-get: the missing packages are installed. */
  canInstall: boolean;
  /** Runs a command with its output shown; its exit code. */
  run(command: string, args: string[]): number;
  print(line: string): void;
};

function missingLine(missing: SystemPackage[], sudo: boolean): string {
  const names = missing.map((p) => p.name).join(' ');
  const listed = missing.map((p) => `${p.name} (${p.purpose})`).join(', ');
  return `Thiếu gói hệ thống: ${listed}. Cài bằng: ${sudo ? 'sudo ' : ''}apt-get update && ${sudo ? 'sudo ' : ''}apt-get install -y ${names}`;
}

/** True when every package is there (after installing what was missing, when it can). */
export function ensureSystemPackages(options: EnsureOptions): boolean {
  const missing = options.packages.filter((p) => !p.present(options.probe));
  if (missing.length === 0) return true;
  if (!options.canInstall) {
    options.print(missingLine(missing, true));
    return false;
  }
  options.print(`Cài gói hệ thống còn thiếu: ${missing.map((p) => p.name).join(' ')}…`);
  const updated = options.run('apt-get', ['update', '-qq']) === 0;
  if (updated) options.run('apt-get', ['install', '-y', '-qq', ...missing.map((p) => p.name)]);
  const still = missing.filter((p) => !p.present(options.probe));
  if (still.length === 0) return true;
  options.print(missingLine(still, false));
  return false;
}

/** The check of `npm test` on this machine. */
export function ensureMachinePackages(playwrightBrowser: string | undefined): boolean {
  const probe = machineProbe();
  return ensureSystemPackages({
    packages: systemPackages(playwrightBrowser),
    probe,
    canInstall: process.getuid?.() === 0 && probe.onPath('apt-get'),
    run: (command, args) =>
      spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1,
    print: (line) => console.log(`[test] ${line}`),
  });
}
