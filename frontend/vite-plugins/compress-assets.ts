import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed inside already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface CompressedFile {
  file: string;
  raw: number;
  br: number | null;
  gzip: number | null;
}

/**
 * Writes `name.br` (brotli quality 11) and `name.gz` (gzip level 9) beside every compressible file under `dir`,
 * each only when it is smaller than the file, so the server can send the smallest copy a browser accepts without
 * compressing anything per request. Answers what it wrote.
 */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  return Promise.all(
    files.map(async (file): Promise<CompressedFile> => {
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keep = async (copy: Buffer, suffix: string) => {
        if (copy.length >= data.length) return null;
        await writeFile(`${file}${suffix}`, copy);
        return copy.length;
      };
      return {
        file: path.relative(dir, file),
        raw: (await stat(file)).size,
        br: await keep(br, '.br'),
        gzip: await keep(gz, '.gz'),
      };
    }),
  );
}

/** After `vite build` has written everything (public files included): the compressed copies (ADR 190). */
export function compressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'suego:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await compressDirectory(outDir);
    },
  };
}
