import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../law/evidence/evidence-file';
import { letterStrengthReport } from './letter-strength-report';

/** `npm run letter:strength`: writes docs/letter-strength.md (issue 43 point 8). */
const out = join(REPO_ROOT, 'docs', 'letter-strength.md');
writeFileSync(out, letterStrengthReport());
console.log(`wrote ${out}`);
