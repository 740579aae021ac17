import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// A JWT secret in the environment keeps loadConfig from writing one into a data folder.
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-')) };

describe('first accounts in the configuration (issue 9)', () => {
  it('stops the start when ADMIN_EMAIL is one the login form would refuse', () => {
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin@localhost' })).toThrow(
      'Cấu hình không hợp lệ: ADMIN_EMAIL: Email không hợp lệ',
    );
    expect(() => loadConfig({ ...base, STAFF_EMAIL: 'staff' })).toThrow('STAFF_EMAIL: Email không hợp lệ');
  });

  it('stops the start when a configured password breaks the account password rules', () => {
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD: Mật khẩu phải có ít nhất 8 ký tự',
    );
    expect(() => loadConfig({ ...base, STAFF_PASSWORD: 'khongcochuhoa1@' })).toThrow(
      'STAFF_PASSWORD: Mật khẩu phải chứa ít nhất 1 chữ hoa',
    );
  });

  it('takes valid first accounts as given, and leaves them unset when empty', () => {
    const config = loadConfig({ ...base, ADMIN_EMAIL: 'Chu@Congty.vn', ADMIN_PASSWORD: 'Admin@12345' });
    expect(config.adminEmail).toBe('Chu@Congty.vn');
    expect(config.adminPassword).toBe('Admin@12345');
    expect(loadConfig({ ...base, ADMIN_EMAIL: '', STAFF_PASSWORD: '' }).adminEmail).toBeUndefined();
  });
});
