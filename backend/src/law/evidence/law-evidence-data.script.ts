import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evidenceDataModule, evidenceRecordsOf, readEvidenceFiles } from './evidence-file';

/** `npm run law:verification`, step 1: compiles docs/law-evidence/*.md into law-evidence.data.ts. */
const out = join(__dirname, 'law-evidence.data.ts');
writeFileSync(out, evidenceDataModule(evidenceRecordsOf(readEvidenceFiles())));
console.log(`wrote ${out}`);
