import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A short public name for a key (the first 16 hex digits of its SHA-256), stored beside what it sealed. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

export interface Sealed {
  /** iv (12 bytes) | GCM tag (16 bytes) | ciphertext. */
  ciphertext: Buffer;
  keyId: string;
}

/**
 * AES-256-GCM with a small key ring: new secrets are sealed with the primary key; any key of the ring opens what
 * it sealed (so a key configured later does not lock out secrets sealed before). `context` is authenticated
 * (e.g. the user id): a ciphertext copied to another row does not open there.
 */
export class SecretBox {
  private readonly keys: Map<string, Buffer>;

  constructor(
    private readonly primary: Buffer,
    others: readonly Buffer[] = [],
  ) {
    for (const key of [primary, ...others]) {
      if (key.length !== 32) throw new RangeError('AES-256 keys are 32 bytes');
    }
    this.keys = new Map([primary, ...others].map((k) => [keyIdOf(k), k]));
  }

  get primaryKeyId(): string {
    return keyIdOf(this.primary);
  }

  seal(plaintext: string, context: string): Sealed {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.primary, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]), keyId: this.primaryKeyId };
  }

  /** The plaintext; throws when the key is not in the ring or the ciphertext or context were altered. */
  open(sealed: Sealed, context: string): string {
    const key = this.keys.get(sealed.keyId);
    if (!key) throw new Error(`No key ${sealed.keyId} in the ring`);
    const iv = sealed.ciphertext.subarray(0, IV_BYTES);
    const tag = sealed.ciphertext.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.ciphertext.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}
