import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sampleLetterModule } from '../documents/sample/sample-letter';

/** Writes the home page's sample letter (issue 43 point 7): `npm run sample:letter`, also run by the build. */
export const SAMPLE_LETTER_FILE = 'frontend/src/features/home/sample-letter.generated.ts';

const root = process.argv[2] ?? process.cwd();
writeFileSync(path.join(root, SAMPLE_LETTER_FILE), sampleLetterModule());
process.stdout.write(`Wrote ${SAMPLE_LETTER_FILE}\n`);
