import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * What PostgreSQL writes to `postmaster.pid` in its data directory while it runs: pid, data directory, start
 * time, port, socket directory, listen address, shared memory key, status ("starting", "ready", "stopping").
 */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number;
  status: string;
}

export function readPostmasterPid(dir: string): PostmasterPid | undefined {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    const pid = Number(lines[0]);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return { pid, dataDir: lines[1] ?? '', port: Number(lines[3]), status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

interface ProcessInfo {
  ppid: number;
  /** argv joined by spaces */
  command: string;
  zombie: boolean;
}

/** A process's parent and command line (Linux /proc, else `ps`), or undefined when there is no such process. */
export function processInfo(pid: number): ProcessInfo | undefined {
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      return { ppid: Number(fields[1]), command, zombie: fields[0] === 'Z' };
    } catch {
      return undefined;
    }
  }
  try {
    const out = execFileSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(out);
    return match ? { ppid: Number(match[1]), command: match[3] ?? '', zombie: (match[2] ?? '').startsWith('Z') } : undefined;
  } catch {
    return undefined;
  }
}

export const isRunning = (pid: number): boolean => {
  const info = processInfo(pid);
  return info !== undefined && !info.zombie;
};

const looksLikePostgres = (command: string) => /(^|\/)postgres(\s|$)/.test(command) || /^postgres:/.test(command);
const looksLikeNode = (command: string) => /(^|\/)node(\s|$)/.test(command);

/** The PostgreSQL server running on `dir` now, if any, and whether a live Node process (its starter) owns it. */
export function runningPostmaster(dir: string): (PostmasterPid & { ownerPid?: number }) | undefined {
  const pm = readPostmasterPid(dir);
  if (!pm) return undefined;
  const info = processInfo(pm.pid);
  if (!info || info.zombie || !looksLikePostgres(info.command)) return undefined;
  // The process that started it is its parent while it lives; an orphan belongs to init (pid 1) or a subreaper.
  const parent = info.ppid > 1 ? processInfo(info.ppid) : undefined;
  const owned = parent !== undefined && !parent.zombie && looksLikeNode(parent.command);
  return { ...pm, ownerPid: owned ? info.ppid : undefined };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * Stops a PostgreSQL server on `dir` that no live SueGo process owns any more (its Node process was killed with
 * SIGKILL, e.g. by the OOM killer, so it could not stop it): fast shutdown, then immediate, then SIGKILL. Refuses
 * (throws) when a live Node process still owns it. Returns the stopped server's pid, or undefined when there was
 * none. A `postmaster.pid` left by a dead server whose pid now belongs to another program is removed.
 */
export async function stopOrphanedPostmaster(dir: string, log: (message: string) => void): Promise<number | undefined> {
  const pm = readPostmasterPid(dir);
  if (!pm) return undefined;
  const running = runningPostmaster(dir);
  if (!running) {
    const info = processInfo(pm.pid);
    // A live pid that is not PostgreSQL: PostgreSQL would refuse to start ("lock file already exists").
    if (info && !info.zombie && !looksLikePostgres(info.command)) unlinkSync(path.join(dir, 'postmaster.pid'));
    return undefined;
  }
  if (running.ownerPid !== undefined) {
    throw new EmbeddedDatabaseInUseError(dir, running.ownerPid, running.port);
  }
  log(
    `Stopping the PostgreSQL server (pid ${running.pid}) that a SueGo process which ended without stopping it ` +
      `left running on ${dir}.`,
  );
  for (const [signal, ms] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(running.pid, signal);
    } catch {
      return running.pid; // already gone
    }
    if (await waitForExit(running.pid, ms)) return running.pid;
  }
  throw new Error(
    `The PostgreSQL server (pid ${running.pid}) left running on ${dir} did not stop, even after SIGKILL. ` +
      `Stop it by hand (kill -9 ${running.pid}), then start again.`,
  );
}

export class EmbeddedDatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
    readonly port: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another running process (pid ${ownerPid}, PostgreSQL on port ` +
        `${port}). Stop that process first (is SueGo already running?), or set EMBEDDED_PG_DIR to another ` +
        `directory, or DATABASE_URL to another database.`,
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}
