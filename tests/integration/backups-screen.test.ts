import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MESSAGES } from '#domain/system/backup.schema.ts';
import { startTimeOf } from '../../src/server/db/data-dir-lock.ts';
import { type BackupOptions, createBackup } from '../../src/server/ops/backup.ts';
import { createTestApp, login, type TestApp } from '../helpers/test-app.ts';

// decision 027: 'Sao lưu ngay' on Hệ thống, the archives listed, one downloaded; decision 028: Vietnam time in names
const LATE_EVENING_UTC = new Date('2026-11-26T23:30:00Z'); // 06:30 on the 27th in Vietnam
let t: TestApp;
let admin: string;
let staff: string;
// the screen's backup waits for this gate: a second start is seen while the first one runs, without timing
let openGate: () => void = () => {};
let gate = Promise.resolve();

async function auditOf(action: string): Promise<{ actor_email: string; target_id: string | null }[]> {
  const db = new pg.Client({ connectionString: t.databaseUrl });
  await db.connect();
  try {
    return (
      await db.query('select actor_email, target_id from audit_log where action = $1 order by at', [action])
    ).rows;
  } finally {
    await db.end();
  }
}

beforeAll(async () => {
  t = await createTestApp({}, () => LATE_EVENING_UTC, {
    backup: async (options: BackupOptions) => {
      await gate;
      return createBackup(options);
    },
  });
  admin = await login(t.app, 'admin');
  staff = await login(t.app, 'staff');
});
afterAll(async () => {
  openGate();
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('backups from the Hệ thống screen', () => {
  it("'Sao lưu ngay' runs the backup of npm run backup; a second start while it runs is refused with a message; the archive is listed with its restore command", async () => {
    gate = new Promise((resolve) => {
      openGate = resolve;
    });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/backups',
      headers: auth(admin),
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      success: true,
      data: { status: 'running', startedBy: 'admin@example.com' },
    });

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/backups',
      headers: auth(admin),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, message: BACKUP_MESSAGES.busy });
    const during = await t.app.inject({ url: '/api/admin/system/backups', headers: auth(admin) });
    expect(during.json().data.run.status).toBe('running');

    openGate();
    let list = during.json().data;
    while (list.run.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      list = (await t.app.inject({ url: '/api/admin/system/backups', headers: auth(admin) })).json().data;
    }
    expect(list.run.status).toBe('done');
    expect(list.run.progress).toMatch(/Đã tạo bản sao lưu/);
    // the steps npm run backup prints, kept for the screen
    expect(list.run.steps[0]).toMatch(/^Đang sao lưu \d+ tệp phương tiện…$/);
    expect(list.run.steps).toContain('Đang nén bản sao lưu…');
    expect(list.run.steps.at(-1)).toBe(list.run.progress);
    // the name a person reads carries Vietnam's time: 06:30 on the 27th, not 23:30 on the 26th
    expect(list.run.result.file).toMatch(/^site-backup-2026-11-27_06-30-00-[0-9a-f]{6}\.tar\.gz$/);
    expect(list.archives).toHaveLength(1);
    expect(list.archives[0]).toMatchObject({
      file: list.run.result.file,
      size: list.run.result.size,
      restoreCommand: `npm run restore -- ${path.join(t.config.backupDir, list.run.result.file)}`,
    });
    expect(await auditOf('backup.create')).toEqual([{ actor_email: 'admin@example.com', target_id: null }]);
  });

  it('an archive is downloaded whole by an admin, and the download is in the audit trail', async () => {
    const { archives } = (
      await t.app.inject({ url: '/api/admin/system/backups', headers: auth(admin) })
    ).json().data;
    const name = archives[0].file as string;
    const answer = await t.app.inject({ url: `/api/admin/system/backups/${name}`, headers: auth(admin) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(answer.rawPayload.equals(readFileSync(path.join(t.config.backupDir, name)))).toBe(true);
    const entries: string[] = [];
    const file = path.join(t.config.dataDir, 'downloaded.tar.gz');
    writeFileSync(file, answer.rawPayload);
    await tar.list({ file, onReadEntry: (e) => void entries.push(e.path) });
    expect(entries).toContain('manifest.json');
    expect(await auditOf('backup.download')).toEqual([{ actor_email: 'admin@example.com', target_id: name }]);
  });

  it('a download names one archive of BACKUP_DIR only: a path, another file or a missing archive is refused', async () => {
    writeFileSync(path.join(t.config.dataDir, 'jwt-secret-copy'), 'secret');
    writeFileSync(path.join(t.config.backupDir, 'notes.txt'), 'not an archive');
    for (const name of [
      '..%2Fjwt-secret-copy',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'notes.txt',
      '.backup.lock',
      'site-backup-..%2F..%2Fx.tar.gz',
    ]) {
      const answer = await t.app.inject({ url: `/api/admin/system/backups/${name}`, headers: auth(admin) });
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: BACKUP_MESSAGES.invalidName });
    }
    const missing = await t.app.inject({
      url: '/api/admin/system/backups/site-backup-2020-01-01_00-00-00-abcdef.tar.gz',
      headers: auth(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BACKUP_MESSAGES.notFound);
  });

  it('staff without the system permission can neither start, list nor download a backup', async () => {
    const { archives } = (
      await t.app.inject({ url: '/api/admin/system/backups', headers: auth(admin) })
    ).json().data;
    const before = (await auditOf('backup.create')).length;
    for (const request of [
      { method: 'POST' as const, url: '/api/admin/system/backups' },
      { method: 'GET' as const, url: '/api/admin/system/backups' },
      { method: 'GET' as const, url: `/api/admin/system/backups/${archives[0].file}` },
    ]) {
      const answer = await t.app.inject({ ...request, headers: auth(staff) });
      expect(answer.statusCode, request.url).toBe(403);
    }
    expect(await auditOf('backup.create')).toHaveLength(before);
    expect(await auditOf('backup.download')).toHaveLength(1);
  });

  it('one at a time across processes: while another process holds BACKUP_DIR, the start says a backup is being made', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const pid = other.pid as number;
      mkdirSync(t.config.backupDir, { recursive: true });
      writeFileSync(
        path.join(t.config.backupDir, '.backup.lock'),
        JSON.stringify({ pid, start: startTimeOf(pid) }),
      );
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/admin/system/backups',
        headers: auth(admin),
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(BACKUP_MESSAGES.busy);
      // and npm run backup's own call is refused the same way
      await expect(
        createBackup({
          dataDir: t.config.dataDir,
          mediaDir: t.config.mediaDir,
          backupDir: t.config.backupDir,
          embeddedUrl: undefined,
          reason: 'manual',
        }),
      ).rejects.toThrow(BACKUP_MESSAGES.busy);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    // its owner gone, the lock is stale and the next start runs
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/admin/system/backups',
      headers: auth(admin),
    });
    expect(after.statusCode).toBe(202);
  });

  it("the content export's file name carries Vietnam's day (23:30 UTC on the 26th is the 27th)", async () => {
    const answer = await t.app.inject({ url: '/api/admin/system/content-export', headers: auth(admin) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="noi-dung-2026-11-27.tar.gz"');
  });
});
