import 'reflect-metadata';
import { Logger, type LoggerService } from '@nestjs/common';
import { pino, type Level } from 'pino';
import { InvalidEnvironmentError, loadConfig } from '../config/env';
import { openDataSource } from '../database/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres';
import { REDACTED_LOG_PATHS } from '../logging';
import { isRole, ROLES } from './roles';
import { setUserRole } from './set-role';

const USAGE = `Usage: npm run users:role -- <email> <role>   (role: ${ROLES.join(' | ')})`;

/**
 * `npm run users:role -- ana@example.com staff`: sets an account's role. Uses DATABASE_URL, or the embedded
 * PostgreSQL in EMBEDDED_PG_DIR like `npm start` (stop the app first: one data directory, one server).
 * Exit codes: 0 done, 1 no such account or database failure, 2 bad arguments or environment.
 */
export async function runSetRole(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [email, role] = argv;
  if (!email || !role || argv.length !== 2 || !isRole(role)) {
    out(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      out(error.message);
      return 2;
    }
    throw error;
  }
  let embedded: EmbeddedDatabase | undefined;
  try {
    let url = config.database.url;
    if (!url) {
      embedded = await startEmbeddedPostgres({
        dir: config.database.embeddedDir,
        port: config.database.embeddedPort,
      });
      url = embedded.url;
    }
    const ds = await openDataSource(url, { poolSize: 1 });
    try {
      const change = await setUserRole(ds, email, role, 'cli');
      if (!change) {
        out(`No account with the email ${email.trim().toLowerCase()}.`);
        return 1;
      }
      out(JSON.stringify({ id: change.id, email: change.email, from: change.from, role: change.to }));
      return 0;
    } finally {
      await ds.destroy();
    }
  } catch (error) {
    out(`Could not set the role: ${error instanceof Error ? error.message : String(error)}`);
    if (!config.database.url)
      out('If the app is running on the embedded database, stop it first or set DATABASE_URL.');
    return 1;
  } finally {
    await embedded?.stop();
  }
}

/** Nest's Logger onto pino, so the CLI's security events are the same JSON lines as the server's. */
function pinoNestLogger(): LoggerService {
  const root = pino({ redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } });
  const write =
    (level: Level) =>
    (message: unknown, ...params: unknown[]) => {
      const context = params.length > 0 ? params[params.length - 1] : undefined;
      if (typeof message === 'object' && message !== null)
        root[level]({ context, ...message }, ...params.slice(0, -1).map(String));
      else root[level]({ context }, String(message));
    };
  return {
    log: write('info'),
    warn: write('warn'),
    error: write('error'),
    debug: write('debug'),
    verbose: write('trace'),
    fatal: write('fatal'),
  };
}

if (require.main === module) {
  Logger.overrideLogger(pinoNestLogger());
  void runSetRole(process.argv.slice(2), process.env).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
