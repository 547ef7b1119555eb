import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The superuser of the embedded cluster. */
export const EMBEDDED_USER = 'postgres';
/** What clusters made before per-directory passwords used; a cluster without a password file still has it. */
export const LEGACY_EMBEDDED_PASSWORD = 'postgres';
/** The password file inside the data directory (owner read/write only). */
export const PASSWORD_FILE = 'suego-password';

export const newEmbeddedPassword = () => randomBytes(24).toString('hex');

export function passwordFile(dir: string): string {
  return path.join(dir, PASSWORD_FILE);
}

/** The cluster's password from its file, or undefined when the cluster predates the file. */
export function readEmbeddedPassword(dir: string): string | undefined {
  const file = passwordFile(dir);
  if (!existsSync(file)) return undefined;
  const password = readFileSync(file, 'utf8').trim();
  return password || undefined;
}

/** Writes the password with mode 0600 (also when the file was there with a wider mode). */
export function writeEmbeddedPassword(dir: string, password: string): void {
  const file = passwordFile(dir);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
