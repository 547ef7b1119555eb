import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evidenceDataModule, evidenceRecordsOf, parseEvidenceFile, type EvidenceFile } from './evidence-file';

/**
 * `npm run law:verification`: compiles docs/law-evidence/*.md into law-evidence.data.ts (step `data`), then, in a new
 * process so the table is built from the new data, writes docs/law-verification.md (step `table`).
 */

const ROOT = join(__dirname, '..', '..', '..', '..');
const EVIDENCE_DIR = join(ROOT, 'docs', 'law-evidence');

export function readEvidenceFiles(dir = EVIDENCE_DIR): EvidenceFile[] {
  return readdirSync(dir)
    .filter((name) => /^[A-Z]{2}\.md$/.test(name))
    .sort()
    .map((name) => parseEvidenceFile(readFileSync(join(dir, name), 'utf8')));
}

async function main(step: string | undefined): Promise<void> {
  if (step === 'data') {
    const out = join(__dirname, 'law-evidence.data.ts');
    writeFileSync(out, evidenceDataModule(evidenceRecordsOf(readEvidenceFiles())));
    console.log(`wrote ${out}`);
  } else if (step === 'table') {
    const { verificationTable } = await import('./verification-table');
    const { fullInventory } = await import('./fact-inventory');
    const { LAW_REVIEWED_ON } = await import('../law-table.types');
    const baseline = JSON.parse(readFileSync(join(__dirname, 'baseline-2026-11-26.json'), 'utf8'));
    const out = join(ROOT, 'docs', 'law-verification.md');
    writeFileSync(out, verificationTable(fullInventory(), readEvidenceFiles(), baseline, LAW_REVIEWED_ON));
    console.log(`wrote ${out}`);
  } else {
    throw new Error('usage: law-verification.script.ts data|table');
  }
}

if (process.argv[1]?.endsWith('law-verification.script.ts')) void main(process.argv[2]);
