import 'reflect-metadata';
import { Logger, type LoggerService } from '@nestjs/common';
import { pino, type Level } from 'pino';
import { withOperatorDatabase } from '../database/operator-database';
import { REDACTED_LOG_PATHS } from '../logging';
import { isRole, ROLES } from '../identity/roles';
import { setUserRole } from '../identity/set-role';
import { ALL_MIGRATIONS } from '../all-migrations';
import { openPrivacy } from '../privacy/shredding/privacy-runtime';
import { normalizeAccountEmail } from '../identity/account-columns';
import { sealLegacyAccounts } from '../identity/legacy-accounts';

const USAGE = `Usage: npm run users:role -- <email> <role>   (role: ${ROLES.join(' | ')})`;

/**
 * `npm run users:role -- ana@example.com staff`: sets an account's role, and for staff and auditors not yet set up
 * with TOTP prints the one-time `enrolmentCode` their first enrolment needs (valid 24 h). Finds the database like every operator
 * command (openOperatorDatabase): DATABASE_URL, else the embedded PostgreSQL of a running `npm start`, else it
 * starts that cluster for the change. Exit codes: 0 done, 1 no such account or database failure, 2 bad arguments
 * or environment.
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
  return withOperatorDatabase(
    env,
    out,
    { failed: 'Could not set the role', migrations: ALL_MIGRATIONS },
    async (ds, config) => {
      // Accounts are found by a keyed hash of their email and their email is sealed (docs/adr/128): the master key.
      const privacy = await openPrivacy(ds, config, { listen: false });
      try {
        const values = privacy.codec.values;
        await sealLegacyAccounts(ds, values);
        const change = await setUserRole(ds, values, email, role, 'cli');
        if (!change) {
          out(`No account with the email ${normalizeAccountEmail(email)}.`);
          return 1;
        }
        out(
          JSON.stringify({
            id: change.id,
            email: change.email,
            from: change.from,
            role: change.to,
            // Handed to the person, who types it once when setting up their authenticator app (issue 22 point 7).
            ...(change.enrolmentCode
              ? {
                  enrolmentCode: change.enrolmentCode.code,
                  enrolmentCodeExpiresAt: change.enrolmentCode.expiresAt.toISOString(),
                }
              : {}),
          }),
        );
        return 0;
      } finally {
        await privacy.close();
      }
    },
  );
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

// Run as a program (compiled, or from source through run-ts.cjs, whose require.main is the runner), not when imported.
if (require.main === module || process.argv[1] === __filename) {
  Logger.overrideLogger(pinoNestLogger());
  void runSetRole(process.argv.slice(2), process.env).then(
    // Exit once stdout is written: a pipe is asynchronous, and process.exit would cut the answer off.
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
