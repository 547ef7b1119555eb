import { createCipheriv, createDecipheriv, createHmac, type KeyObject } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  SealedTag,
  type Keyring,
  type LookupPurpose,
  type SealedValues,
} from '../../event-store/sealed-values';
import { ERASED_KEY, type SubjectKey } from './key-cache';
import type { SubjectKeys } from './subject-keys';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = 1 + IV_BYTES + TAG_BYTES;
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Each subject key's IV key, derived once (HMAC of a label): the IV never comes from the encryption key itself. */
const ivKeys = new WeakMap<KeyObject, Buffer>();
function ivKeyOf(key: KeyObject): Buffer {
  let ivKey = ivKeys.get(key);
  if (!ivKey) {
    ivKey = createHmac('sha256', key).update('suego/sealed-values/iv').digest();
    ivKeys.set(key, ivKey);
  }
  return ivKey;
}

const associated = (subject: string, label: string) => Buffer.from(`${subject}\u0000${label}`, 'utf8');

/**
 * AES-256-GCM with a synthetic IV: the IV is an HMAC of (subject, label, value) under a key derived from the
 * subject's key, so sealing is deterministic. Rebuilding a read model writes the very same bytes, and an update that
 * leaves a value alone leaves its ciphertext alone. Two different values under one key share an IV only if
 * HMAC-SHA256 collides on 96 bits, which with one key per person does not happen. Equal values in one column of
 * one person's rows have equal ciphertexts: that much (and lengths) is what the table shows.
 */
export function sealValue(
  key: SubjectKey,
  subject: string,
  label: string,
  value: string | Uint8Array,
): Buffer {
  if ('erased' in key) return Buffer.of(SealedTag.Erased);
  const plain = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  const aad = associated(subject, label);
  const iv = createHmac('sha256', ivKeyOf(key.key)).update(aad).update(plain).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.of(SealedTag.Sealed), iv, cipher.getAuthTag(), body]);
}

/** The value sealed by {@link sealValue}, or undefined when the key (or the value) was erased. */
export function openValue(
  key: SubjectKey,
  subject: string | null,
  label: string,
  stored: Buffer,
): string | undefined {
  const bytes = openBytesValue(key, subject, label, stored);
  return bytes === undefined ? undefined : decoder.decode(bytes);
}

/** The bytes sealed by {@link sealValue}, or undefined when the key (or the value) was erased. */
export function openBytesValue(
  key: SubjectKey,
  subject: string | null,
  label: string,
  stored: Buffer,
): Buffer | undefined {
  switch (stored[0]) {
    case SealedTag.Plain:
      return Buffer.from(stored.subarray(1));
    case SealedTag.Erased:
      return undefined;
    case SealedTag.Sealed:
      break;
    default:
      throw new Error(`${label}: not a sealed value`);
  }
  if ('erased' in key || subject === null) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, stored.subarray(1, 1 + IV_BYTES));
    decipher.setAAD(associated(subject, label));
    decipher.setAuthTag(stored.subarray(1 + IV_BYTES, HEADER));
    return Buffer.concat([decipher.update(stored.subarray(HEADER)), decipher.final()]);
  } catch {
    throw new Error(`${label} of data subject ${subject} does not decrypt: the value was altered or moved`);
  }
}

class SubjectKeyring implements Keyring {
  constructor(private readonly keys: ReadonlyMap<string, SubjectKey>) {}

  seal(subject: string | null, label: string, value: string): Buffer {
    if (subject === null) return Buffer.concat([Buffer.of(SealedTag.Plain), Buffer.from(value, 'utf8')]);
    return sealValue(this.key(subject), subject, label, value);
  }

  open(subject: string | null, label: string, stored: Buffer): string | undefined {
    return openValue(subject === null ? ERASED_KEY : this.key(subject), subject, label, stored);
  }

  sealBytes(subject: string | null, label: string, value: Uint8Array): Buffer {
    if (subject === null) return Buffer.concat([Buffer.of(SealedTag.Plain), value]);
    return sealValue(this.key(subject), subject, label, value);
  }

  openBytes(subject: string | null, label: string, stored: Buffer): Buffer | undefined {
    return openBytesValue(subject === null ? ERASED_KEY : this.key(subject), subject, label, stored);
  }

  erased(subject: string): boolean {
    return 'erased' in this.key(subject);
  }

  private key(subject: string): SubjectKey {
    const key = this.keys.get(subject);
    if (!key) throw new Error(`The keyring was not loaded for data subject ${subject}`);
    return key;
  }
}

/** The product's {@link SealedValues}: the subject keys of the event log, and lookup hashes under derived keys. */
export class SubjectSealedValues implements SealedValues {
  private readonly lookupKeys = new Map<string, Buffer>();

  constructor(private readonly keys: SubjectKeys) {}

  async keyring(
    subjects: Iterable<string | null | undefined>,
    options: { forSealing?: boolean; tx?: EntityManager } = {},
  ): Promise<Keyring> {
    const ids = [...new Set([...subjects].filter((s): s is string => typeof s === 'string'))];
    const keys =
      ids.length === 0
        ? new Map<string, SubjectKey>()
        : options.forSealing
          ? await this.keys.keysForSealing(ids, options.tx)
          : await this.keys.keysFor(ids, options.tx);
    return new SubjectKeyring(keys);
  }

  async streamOwners(streamIds: readonly string[], tx?: EntityManager): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const id of new Set(streamIds)) {
      const owner = await this.keys.streamOwner(id, tx);
      if (owner) out.set(id, owner);
    }
    return out;
  }

  lookupHash(purpose: LookupPurpose, value: string): Buffer {
    let key = this.lookupKeys.get(purpose);
    if (!key) {
      key = this.keys.deriveKey(`lookup-hash/${purpose}`);
      this.lookupKeys.set(purpose, key);
    }
    return createHmac('sha256', key).update(value.trim().toLowerCase(), 'utf8').digest();
  }
}
