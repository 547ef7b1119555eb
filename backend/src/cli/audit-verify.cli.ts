import 'reflect-metadata';
import { loadConfig } from '../config/env';
import { withOperatorDatabase } from '../database/operator-database';
import { describeError } from '../common/describe-error';
import { existingAnchorKey } from '../event-store/audit-anchor-settings';
import { anchorCheckOf, latestAnchorFile } from '../event-store/postgres/chain-anchor';
import { anchorCoverageProblem, describeUnanchored } from '../event-store/postgres/anchor-coverage';
import { removedStreams } from '../event-store/postgres/removal-receipt';
import { describeChainReport, verifyEventChain } from '../event-store/postgres/verify-chain';
import { ALL_MIGRATIONS } from '../all-migrations';

const USAGE = `Usage: npm run audit:verify [-- --json]
Recomputes the hash chain of every stream in the event store and names the first broken link, and checks every
stream against the latest signed anchor in AUDIT_ANCHOR_DIR (npm run audit:anchor; docs/adr/155). Fails too when
events exist and no anchor does, or when events newer than the anchor are over two hours old (docs/adr/211).
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
  now: Date = new Date(),
): Promise<number> {
  if (argv.some((a) => a !== '--json')) {
    out(USAGE);
    return 2;
  }
  return withOperatorDatabase(
    env,
    out,
    { failed: 'Could not verify the event store', migrations: ALL_MIGRATIONS },
    async (ds) => {
      // The anchor outside the database, signed with a key the database never sees: a chain recomputed behind the
      // trigger's back no longer passes through its anchored head.
      const config = loadConfig(env);
      const key = existingAnchorKey(config);
      let anchor: ReturnType<typeof latestAnchorFile>;
      try {
        anchor = key ? latestAnchorFile(config.auditAnchor.dir, key) : null;
      } catch (error) {
        out(`BROKEN: ${describeError(error)}`);
        out(JSON.stringify({ ok: false, anchorForged: true }));
        return 1;
      }
      const report = await verifyEventChain(ds, {
        anchor: anchor ? anchorCheckOf(anchor) : undefined,
        removed: await removedStreams(ds),
        removalKey: key ?? undefined,
      });
      const uncovered = report.ok ? anchorCoverageProblem(report, now) : null;
      const ok = report.ok && uncovered === null;
      if (!argv.includes('--json'))
        out(
          uncovered
            ? `BROKEN: ${uncovered}`
            : describeChainReport(report) + (ok ? describeUnanchored(report) : ''),
        );
      out(
        JSON.stringify({
          ok,
          streams: report.streams,
          events: report.events,
          brokenStreams: report.brokenStreams,
          firstBroken: report.firstBroken
            ? { ...report.firstBroken, position: Number(report.firstBroken.position) }
            : null,
          digest: report.digest,
          anchor: report.anchor,
          unanchored: report.unanchored && {
            ...report.unanchored,
            stale: !report.anchor || uncovered !== null,
          },
          seconds: Number(report.seconds.toFixed(3)),
        }),
      );
      return ok ? 0 : 1;
    },
  );
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
