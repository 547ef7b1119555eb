import 'reflect-metadata';
import { withOperatorDatabase } from '../database/operator-database';
import { describeChainReport, verifyEventChain } from './postgres/verify-chain';
import { ALL_MIGRATIONS } from '../all-migrations';

const USAGE = `Usage: npm run audit:verify [-- --json]
Recomputes the hash chain of every stream in the event store and names the first broken link.
Database: DATABASE_URL, else the running embedded PostgreSQL in EMBEDDED_PG_DIR, else that cluster is started for
the check. Exit codes: 0 intact, 1 broken (or the check could not run), 2 bad arguments or environment.`;

/**
 * `npm run audit:verify`: tamper evidence for the event log (docs/adr/122). Finds its database like every
 * operator command (openOperatorDatabase), so it works while the product runs. The last line is JSON.
 */
export async function runAuditVerify(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  if (argv.some((a) => a !== '--json')) {
    out(USAGE);
    return 2;
  }
  return withOperatorDatabase(env, out, { failed: 'Could not verify the event store', migrations: ALL_MIGRATIONS }, async (ds) => {
    const report = await verifyEventChain(ds);
    if (!argv.includes('--json')) out(describeChainReport(report));
    out(
      JSON.stringify({
        ok: report.ok,
        streams: report.streams,
        events: report.events,
        brokenStreams: report.brokenStreams,
        firstBroken: report.firstBroken
          ? { ...report.firstBroken, position: Number(report.firstBroken.position) }
          : null,
        digest: report.digest,
        seconds: Number(report.seconds.toFixed(3)),
      }),
    );
    return report.ok ? 0 : 1;
  });
}

// Run as a program (compiled, or from source through run-ts.cjs), not when imported.
if (require.main === module || process.argv[1] === __filename) {
  void runAuditVerify(process.argv.slice(2), process.env).then(
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
