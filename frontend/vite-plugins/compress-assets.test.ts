import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDirectory } from './compress-assets';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressDirectory', () => {
  it('writes a brotli and a gzip copy beside each text file, each decoding to the file, and leaves fonts alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'suego-compress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('a demand letter '.repeat(500))};\n`;
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>SueGo</p>'.repeat(100)}`);
    writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(2048, 7));
    writeFileSync(path.join(dir, 'tiny.txt'), 'x');

    const written = await compressDirectory(dir);

    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    // woff2 is compressed inside already; a copy that would not be smaller is not written
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.txt.gz'))).toBe(false);
    expect(written.find((f) => f.file === path.join('assets', 'index-abc.js'))).toMatchObject({
      raw: Buffer.byteLength(script),
      br: readFileSync(`${js}.br`).length,
      gzip: readFileSync(`${js}.gz`).length,
    });
  });
});
