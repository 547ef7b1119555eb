import 'reflect-metadata';
import { loadConfig } from '../config/env';
import { withOperatorDatabase } from '../database/operator-database';
import { anchorKey } from '../event-store/audit-anchor-settings';
import { createAnchor } from '../event-store/postgres/chain-anchor';
import { describeChainReport } from '../event-store/postgres/verify-chain';
import { ALL_MIGRATIONS } from '../all-migrations';

const USAGE = `Usage: npm run audit:anchor [-- --json]
Verifies every stream's hash chain, then signs all stream heads (HMAC under AUDIT_ANCHOR_KEY) into a file in
AUDIT_ANCHOR_DIR and a row of es.audit_anchors (docs/adr/155). Refuses to anchor a chain that does not verify.
Exit codes: 0 anchored, 1 not anchored (broken chain, or the command could not run), 2 bad arguments.`;

/** `npm run audit:anchor`: the on-demand anchor (the scheduled ones run hourly, at the first start and after retention; ADR 211). */
export async function runAuditAnchor(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  if (argv.some((a) => a !== '--json')) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  return withOperatorDatabase(
    env,
    out,
    { failed: 'Could not anchor the event store', migrations: ALL_MIGRATIONS },
    async (ds) => {
      const { anchor, report, file } = await createAnchor(ds, {
        key: anchorKey(config),
        dir: config.auditAnchor.dir,
      });
      if (!argv.includes('--json'))
        out(
          anchor
            ? `ANCHORED: ${anchor.heads.length} stream heads at ${anchor.at} into ${file}`
            : describeChainReport(report),
        );
      out(
        JSON.stringify({
          ok: anchor !== null,
          at: anchor?.at ?? null,
          streams: anchor?.heads.length ?? null,
          root: anchor?.root ?? null,
          file,
          firstBroken: report.firstBroken
            ? { ...report.firstBroken, position: Number(report.firstBroken.position) }
            : null,
        }),
      );
      return anchor ? 0 : 1;
    },
  );
}

// Run as a program (compiled, or from source through run-ts.cjs), not when imported.
if (require.main === module || process.argv[1] === __filename) {
  void runAuditAnchor(process.argv.slice(2), process.env).then(
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
