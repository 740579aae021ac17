import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * One app process per DATA_DIR: a second one would take the embedded PostgreSQL over from the first.
 * The lock file names the owner's PID and its start time (from /proc), so a PID reused after a crash
 * is not mistaken for a live owner.
 */
class DataDirLockedError extends Error {}

export function startTimeOf(pid: number): string | undefined {
  try {
    // field 22 of /proc/PID/stat, after the parenthesised command name
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'app.lock');
  return takeLockFile(
    file,
    (pid) =>
      new DataDirLockedError(
        `Thư mục dữ liệu ${dataDir} đang được một tiến trình khác sử dụng (PID ${pid}). ` +
          'Dừng tiến trình đó trước, hoặc đặt DATA_DIR khác.',
      ),
    () => new DataDirLockedError(`Không khóa được thư mục dữ liệu ${dataDir}.`),
  );
}

/**
 * A lock held by this process through `file` (created exclusively, naming the owner); `busy(pid)` is thrown
 * while another live process holds it, a stale file (its owner gone) is taken over. Returns the release.
 */
export async function takeLockFile(
  file: string,
  busy: (pid: number) => Error,
  failed: () => Error,
): Promise<() => Promise<void>> {
  const mine = JSON.stringify({ pid: process.pid, start: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await fs.writeFile(file, mine, { flag: 'wx', mode: 0o600 });
      return async () => {
        const current = await fs.readFile(file, 'utf8').catch(() => '');
        if (current === mine) await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let owner: { pid?: number; start?: string } = {};
    try {
      owner = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch {
      // unreadable or half-written: treat as stale
    }
    if (owner.pid && owner.pid !== process.pid && owner.start && startTimeOf(owner.pid) === owner.start) {
      throw busy(owner.pid);
    }
    await fs.rm(file, { force: true }); // stale: its owner is gone
  }
  throw failed();
}
