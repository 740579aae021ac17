import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

// A JWT secret in the environment keeps loadConfig from writing one into a data folder.
const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'config-')) };

describe('first accounts in the configuration', () => {
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

describe('backups, metrics and media storage settings', () => {
  it('backs up daily at 03:00 keeping 7 archives in DATA_DIR/backups, with no metrics and media on disk', () => {
    const config = loadConfig(base);
    expect(config.backupCron).toBe('0 3 * * *');
    expect(config.backupKeep).toBe(7);
    expect(config.backupDir).toBe(path.join(path.resolve(base.DATA_DIR), 'backups'));
    expect(config.metricsToken).toBeUndefined();
    expect(config.s3Url).toBeUndefined();
  });

  it('takes BACKUP_CRON=off, another folder and another count', () => {
    const config = loadConfig({ ...base, BACKUP_CRON: 'off', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30' });
    expect(config.backupCron).toBeUndefined();
    expect(config.backupDir).toBe('/srv/backups');
    expect(config.backupKeep).toBe(30);
  });

  it('stops the start with a Vietnamese message on a bad schedule, count or token', () => {
    expect(() => loadConfig({ ...base, BACKUP_CRON: 'every night' })).toThrow(
      'Cấu hình không hợp lệ: BACKUP_CRON: không phải biểu thức cron hợp lệ (hoặc "off")',
    );
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0' })).toThrow(/^Cấu hình không hợp lệ: BACKUP_KEEP/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(
      /^Cấu hình không hợp lệ: METRICS_TOKEN/,
    );
    expect(() => loadConfig({ ...base, S3_URL: 'not a url' })).toThrow(/^Cấu hình không hợp lệ: S3_URL/);
  });
});

describe('the live chat notice address', () => {
  it('reads LIVECHAT_NOTICE_EMAIL, leaves it unset when empty and stops the start on a bad one', () => {
    expect(loadConfig({ ...base, LIVECHAT_NOTICE_EMAIL: 'hotro@saovietsoft.vn' }).livechatNoticeEmail).toBe(
      'hotro@saovietsoft.vn',
    );
    expect(loadConfig({ ...base, LIVECHAT_NOTICE_EMAIL: '' }).livechatNoticeEmail).toBeUndefined();
    expect(() => loadConfig({ ...base, LIVECHAT_NOTICE_EMAIL: 'hotro' })).toThrow(
      /^Cấu hình không hợp lệ: LIVECHAT_NOTICE_EMAIL/,
    );
  });
});
