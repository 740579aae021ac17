import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceFirstLogins, FIRST_LOGINS_FILE } from './first-logins.ts';

const generated = {
  label: 'Tài khoản quản trị',
  email: 'admin@example.com',
  password: 'Sinh-ra@1',
  generated: true,
};
const fromEnv = {
  label: 'Tài khoản nhân viên',
  email: 'staff@example.com',
  password: 'Tu-env@12',
  generated: false,
  source: 'STAFF_PASSWORD',
};

function run(interactive: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-logins-'));
  const said: string[] = [];
  announceFirstLogins([generated, fromEnv], dataDir, (line) => said.push(line), interactive);
  return { said, file: path.join(dataDir, FIRST_LOGINS_FILE) };
}

describe('first logins', () => {
  it('writes generated logins to a file only its owner reads, one a line as "label: email / password"', () => {
    const { file } = run(false);
    expect(readFileSync(file, 'utf8')).toBe('Tài khoản quản trị: admin@example.com / Sinh-ra@1\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps a generated password out of a log, and says where it is', () => {
    const { said, file } = run(false);
    expect(said.join('\n')).not.toContain('Sinh-ra@1');
    expect(said).toContain(`Tài khoản quản trị: admin@example.com / (mật khẩu trong ${file})`);
    expect(said).toContain('Tài khoản nhân viên: staff@example.com / (mật khẩu lấy từ STAFF_PASSWORD)');
  });

  it('shows a generated password to the person at a terminal', () => {
    const { said } = run(true);
    expect(said).toContain('Tài khoản quản trị: admin@example.com / Sinh-ra@1');
    expect(said.join('\n')).not.toContain('Tu-env@12');
  });
});
