import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { loadOrCreateKeyFile } from '../../config/key-file';
import { KEY_BYTES } from '../../config/master-key-format';

export { loadOrCreateKeyFile };

const IV_BYTES = 12;
const TAG_BYTES = 16;

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
