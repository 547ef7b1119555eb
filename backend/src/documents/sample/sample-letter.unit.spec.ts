import { readFileSync } from 'node:fs';
import path from 'node:path';
import { draftSampleLetter, sampleLetterModule } from './sample-letter';

const FILE = path.resolve(__dirname, '../../../../frontend/src/features/home/sample-letter.generated.ts');

describe("the home page's sample letter (issue 43 point 7)", () => {
  it('is the file the home page imports, equal to a fresh draft (run `npm run sample:letter` when it is not)', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(sampleLetterModule());
  });

  it('keeps the spec’s 30-day deadline and says only what a real letter says', () => {
    const { content, responseDays } = draftSampleLetter();
    expect(responseDays).toBe(30);
    expect(content).toContain('Please return $1,850.00 by December 16, 2026.');
    expect(content).toContain('Sent by certified mail, return receipt requested');
    expect(content).toContain('Dear Casey Morgan:');
    expect(content).not.toContain('Your private notes');
    expect(content).not.toMatch(/Casey Morgan (has|kept|did)/);
  });
});
