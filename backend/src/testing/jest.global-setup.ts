import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium from '@sparticuz/chromium';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres';

declare global {
  var __SUEGO_TEST_PG__: EmbeddedDatabase | undefined;
}

/**
 * One real PostgreSQL for the whole jest run: DATABASE_URL when set, otherwise an embedded cluster in a temp
 * dir. Each test file then creates its own database on it (see test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  // @sparticuz/chromium unpacks its binary into /tmp on first use; doing it here, before the workers start,
  // keeps two workers from unpacking it at once (one of them would spawn it mid-write: ETXTBSY).
  await chromium.executablePath();
  if (process.env.DATABASE_URL) {
    process.env.SUEGO_TEST_PG_URL = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'suego-test-pg-'));
  const pg = await startEmbeddedPostgres({ dir, persistent: false });
  globalThis.__SUEGO_TEST_PG__ = pg;
  process.env.SUEGO_TEST_PG_URL = pg.url;
}
