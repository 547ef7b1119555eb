import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** A file that writes a case's stream: it names the stream and appends or runs a decider on it. */
const writesCaseStream = (text: string) =>
  /\bcaseStreamId\(|[`'"]case-\$\{/.test(text) && /\.append\(|\bhandleCommand\(/.test(text);

describe('one stream, one owner (issue 39)', () => {
  const files = sources(SRC).map((f) => ({ file: path.relative(SRC, f), text: readFileSync(f, 'utf8') }));

  it('only case-file/ appends to case-{id}: everyone else goes through decideOnCase', () => {
    const outside = files.filter((f) => !f.file.startsWith('case-file/') && writesCaseStream(f.text));
    expect(outside.map((f) => f.file)).toEqual([]);
  });

  it('the check sees a writer: case-file/ has them, and a sample outside would be caught', () => {
    const inside = files.filter((f) => f.file.startsWith('case-file/') && writesCaseStream(f.text));
    expect(inside.length).toBeGreaterThan(5);
    expect(inside.map((f) => f.file)).toContain('case-file/case-file.decider.ts');
    expect(writesCaseStream("await this.store.append(caseStreamId(id), [e], 'any')")).toBe(true);
    expect(writesCaseStream('const events = await store.readStream(caseStreamId(id));')).toBe(false);
  });
});
