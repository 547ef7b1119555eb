import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KEY_BYTES, parseMasterKey } from '../../config/master-key-format';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The embedded default: a key generated at the first start into `file` (mode 0600), read at every later one.
 * Created through a hard link from a private temporary file, so two processes starting at once agree on one key.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  chmodSync(file, 0o600);
  return readKeyFile(file);
}

function readKeyFile(file: string): Buffer {
  const key = parseMasterKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (base64 or hex)`);
  return key;
}

/**
 * The key-encryption key (KEK): wraps each data subject's key with AES-256-GCM, the subject id as associated data
 * (a wrapped key copied onto another subject does not open). It never reaches the database; `id` (an HMAC of it)
 * does, so a process started with the wrong key refuses to run instead of writing data nobody can read.
 */
export class MasterKey {
  readonly id: string;
  private readonly key: KeyObject;

  constructor(raw: Buffer) {
    if (raw.length !== KEY_BYTES) throw new Error('The privacy master key must be 32 bytes');
    this.key = createSecretKey(raw);
    this.id = createHmac('sha256', raw).update('suego/privacy/kek-id').digest('hex').slice(0, 16);
  }

  /** A key for another purpose (`label`), derived so that it reveals nothing of this one. */
  derive(label: string): Buffer {
    return createHmac('sha256', this.key).update(`suego/privacy/${label}`).digest();
  }

  wrap(subjectId: string, subjectKey: Buffer): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(subjectId, 'utf8'));
    const body = Buffer.concat([cipher.update(subjectKey), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  unwrap(subjectId: string, wrapped: Buffer): Buffer {
    const decipher = createDecipheriv('aes-256-gcm', this.key, wrapped.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(subjectId, 'utf8'));
    decipher.setAuthTag(wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}

/** The master key of a configuration: PRIVACY_MASTER_KEY, else the generated key file. */
export function masterKeyFrom(config: { privacy: { masterKey?: Buffer; keyFile: string } }): MasterKey {
  return new MasterKey(config.privacy.masterKey ?? loadOrCreateKeyFile(config.privacy.keyFile));
}
