import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { describeError } from '../common/describe-error';
import { withOperatorDatabase } from '../database/operator-database';
import { IMPORT_COLUMNS, ImportFileError, parseDirectoryCsv } from '../attorneys/import/attorney-csv';
import { importAttorneys } from '../attorneys/import/import-attorneys';
import { ALL_MIGRATIONS } from '../all-migrations';

const USAGE = `Usage: npm run attorneys:import -- <file.csv> [--full]
  Columns (header line, any order): ${IMPORT_COLUMNS.required.join(', ')} (required); ${IMPORT_COLUMNS.optional.join(', ')} (optional).
  specialties: codes or labels separated by ; (landlord_tenant;small_claims). Attorneys are matched by state + bar_number.
  --full: the file is the whole directory; active attorneys missing from it (sample ones included) are deactivated.`;

/** Exit codes: 0 imported, 3 imported but some rows were rejected, 1 failure, 2 bad arguments or file header. */
export async function runImportAttorneys(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const flags = argv.filter((a) => a.startsWith('--'));
  const files = argv.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || flags.some((f) => f !== '--full')) {
    out(USAGE);
    return 2;
  }
  const [file] = files as [string];
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    out(`Could not read ${file}: ${describeError(error)}`);
    return 2;
  }
  let parsed;
  try {
    parsed = parseDirectoryCsv(text);
  } catch (error) {
    out(error instanceof ImportFileError || error instanceof Error ? error.message : String(error));
    return 2;
  }
  if (flags.includes('--full') && parsed.records.length === 0) {
    out('Refusing a full import with no valid row: it would deactivate the whole directory.');
    return 2;
  }
  return withOperatorDatabase(env, out, { failed: 'Could not import', poolSize: 2, migrations: ALL_MIGRATIONS }, async (ds) => {
    const report = await importAttorneys(ds, parsed, { full: flags.includes('--full') });
    out(
      `Imported ${file}: ${report.rows} rows, ${report.inserted} added, ${report.updated} updated, ` +
        `${report.rejected.length} rejected${flags.includes('--full') ? `, ${report.deactivated} deactivated (not in the file)` : ''}.`,
    );
    for (const r of report.rejected) {
      out(
        `  line ${r.line}${r.barNumber ? ` (${r.state ?? '?'} ${r.barNumber})` : ''}: ${r.problems.join('; ')}`,
      );
    }
    return report.rejected.length > 0 ? 3 : 0;
  });
}

// Run as a program (compiled, or from source through run-ts.cjs), not when imported.
if (require.main === module || process.argv[1] === __filename) {
  void runImportAttorneys(process.argv.slice(2), process.env).then(
    (code) => process.stdout.write('', () => process.exit(code)),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}
