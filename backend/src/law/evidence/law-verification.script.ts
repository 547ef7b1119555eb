import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAW_REVIEWED_ON } from '../law-table.types';
import { readEvidenceFiles, REPO_ROOT } from './evidence-file';
import { fullInventory } from './fact-inventory';
import { verificationTable, type Baseline } from './verification-table';

/**
 * `npm run law:verification`, step 2 (a new process, so the table is built from the data step 1 wrote): writes
 * docs/law-verification.md.
 */
const baseline = JSON.parse(readFileSync(join(__dirname, 'baseline-2026-11-26.json'), 'utf8')) as Baseline;
const out = join(REPO_ROOT, 'docs', 'law-verification.md');
writeFileSync(out, verificationTable(fullInventory(), readEvidenceFiles(), baseline, LAW_REVIEWED_ON));
console.log(`wrote ${out}`);
