import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The port through which the outbox gets the key that seals secret links (32 bytes). Privacy fills it with a key
 * derived from its master key (privacy-core.module.ts), like EVENT_PRIVACY for the event store: the outbox itself
 * knows no context.
 */
export const OUTBOX_SECRET_KEY = Symbol('OUTBOX_SECRET_KEY');

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the secret values of an email (ADR 142), under a key derived from the privacy master key, which
 * never reaches the database: a copy of the outbox table, or a staff screen, shows no usable link. `context`
 * (the email's id and recipient) is bound as associated data, so sealed secrets moved to another row do not open.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The outbox secret key must be 32 bytes');
  }

  seal(values: Record<string, string>, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  open(sealed: Buffer, context: string): Record<string, string> {
    const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as Record<string, string>;
  }
}
