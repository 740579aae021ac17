import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSystemPackages, machineProbe, type Probe, systemPackages } from './system-packages.ts';

// decision 027: `npm test` on a fresh machine checks what it needs from it first
const ALL = systemPackages(undefined);

/** A machine with these packages installed; apt-get install adds the ones it is given. */
function fakeMachine(installed: string[]) {
  const have = new Set(installed);
  const commands: string[] = [];
  const probe: Probe = {
    onPath: (command) => command === 'java' && have.has('default-jre-headless'),
    exists: (file) => file === '/usr/bin/chromium' && have.has('chromium'),
    succeeds: (command) => command === '/usr/bin/python3' && have.has('python3-prometheus-client'),
  };
  const run = (command: string, args: string[]) => {
    commands.push([command, ...args].join(' '));
    if (command === 'apt-get' && args[0] === 'install') for (const a of args.slice(1)) have.add(a);
    return 0;
  };
  return { probe, run, commands };
}

describe('the system packages npm test needs', () => {
  it('a fresh machine, as root with apt: apt-get update once, then one install of every missing package', () => {
    const m = fakeMachine(['chromium']);
    const lines: string[] = [];
    const ok = ensureSystemPackages({
      packages: ALL,
      probe: m.probe,
      canInstall: true,
      run: m.run,
      print: (l) => lines.push(l),
    });
    expect(ok).toBe(true);
    expect(m.commands).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq default-jre-headless python3-prometheus-client',
    ]);
  });

  it('without root or apt: nothing is run, one line names each missing package and the command that installs it', () => {
    const m = fakeMachine([]);
    const lines: string[] = [];
    const ok = ensureSystemPackages({
      packages: ALL,
      probe: m.probe,
      canInstall: false,
      run: m.run,
      print: (l) => lines.push(l),
    });
    expect(ok).toBe(false);
    expect(m.commands).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('chromium (kiểm thử đầu-cuối (Playwright))');
    expect(lines[0]).toContain('python3-prometheus-client (kiểm thử số đo Prometheus)');
    expect(lines[0]).toContain(
      'sudo apt-get install -y chromium default-jre-headless python3-prometheus-client',
    );
  });

  it('everything there: nothing is run nor printed', () => {
    const m = fakeMachine(['chromium', 'default-jre-headless', 'python3-prometheus-client']);
    const lines: string[] = [];
    expect(
      ensureSystemPackages({
        packages: ALL,
        probe: m.probe,
        canInstall: true,
        run: m.run,
        print: (l) => lines.push(l),
      }),
    ).toBe(true);
    expect([...m.commands, ...lines]).toEqual([]);
  });

  it('an install that fails names what is still missing', () => {
    const m = fakeMachine([]);
    const lines: string[] = [];
    const ok = ensureSystemPackages({
      packages: ALL,
      probe: m.probe,
      canInstall: true,
      run: (command, args) => (command === 'apt-get' && args[0] === 'update' ? 0 : 100),
      print: (l) => lines.push(l),
    });
    expect(ok).toBe(false);
    expect(lines.at(-1)).toMatch(
      /^Thiếu gói hệ thống: chromium .*apt-get install -y chromium default-jre-headless python3-prometheus-client$/,
    );
  });

  it("Playwright's own browser counts as Chromium", () => {
    const m = fakeMachine([]);
    const own = systemPackages('/opt/pw/chrome');
    const probe = { ...m.probe, exists: (file: string) => file === '/opt/pw/chrome' };
    expect(own.find((p) => p.name === 'chromium')?.present(probe)).toBe(true);
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'fake-path-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('the machine probe finds java only as an executable on PATH (a fake PATH)', () => {
    writeFileSync(path.join(dir, 'java'), '#!/bin/sh\nexit 0\n');
    const java = ALL.find((p) => p.name === 'default-jre-headless');
    expect(java?.present(machineProbe({ PATH: '/nonexistent' }))).toBe(false);
    chmodSync(path.join(dir, 'java'), 0o644);
    expect(java?.present(machineProbe({ PATH: dir }))).toBe(false);
    chmodSync(path.join(dir, 'java'), 0o755);
    expect(java?.present(machineProbe({ PATH: `/nonexistent:${dir}` }))).toBe(true);
  });
});
