import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** One file of an archive, as the manifest lists it (path relative to the archive's root, with `/`). */
export type FileEntry = { size: number; sha256: string };

export type TreeFile = { rel: string; size: number };

/**
 * Every regular file under `root` (relative paths with `/`), and every folder (so empty ones are kept);
 * `skip(rel, isDir)` leaves a file or a whole folder out. A file that disappears while we walk is skipped:
 * a running PostgreSQL drops and creates files all the time, and what it needs is replayed from WAL.
 */
export async function listTree(
  root: string,
  skip: (rel: string, isDir: boolean) => boolean = () => false,
): Promise<{ files: TreeFile[]; dirs: string[] }> {
  const files: TreeFile[] = [];
  const dirs: string[] = [];
  async function walk(rel: string) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(path.join(root, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (skip(child, true)) continue;
        dirs.push(child);
        await walk(child);
      } else if (entry.isFile()) {
        if (skip(child, false)) continue;
        const stat = await fs.stat(path.join(root, child)).catch(() => undefined);
        if (stat) files.push({ rel: child, size: stat.size });
      }
    }
  }
  await walk('');
  return { files, dirs };
}

/** Copies a file while hashing what was copied; undefined when it vanished before it could be opened. */
export async function copyHashed(from: string, to: string): Promise<FileEntry | undefined> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await fs.mkdir(path.dirname(to), { recursive: true });
    await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: 0o600 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

export async function hashFile(file: string): Promise<FileEntry> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Flushes a written file to disk before it is renamed into place. */
export async function fsyncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // some file systems refuse fsync on a folder; the rename itself is still atomic
  } finally {
    await handle.close();
  }
}
