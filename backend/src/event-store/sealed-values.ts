import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What a keyed hash is for: an email (exact, any case) or one word of a text (a staff search). */
export type LookupPurpose = 'email' | 'word' | 'rate-limit';

/** The words of a text a search can find: letters and digits, lower-cased, each once (at most 64). */
export function searchWords(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 64);
}

/**
 * The keys a sealed text's words are found by: 128 bits of each word's keyed hash, in hex. Stored space-separated
 * in a `text` column with a GIN index on `string_to_array(column, ' ')` (see ColumnPolicy `words`).
 */
export function wordKeys(values: SealedValues, text: string): string[] {
  return searchWords(text).map((word) => values.lookupHash('word', word).subarray(0, 16).toString('hex'));
}

/** What a sealed personal value reads as once its data subject's key is gone. */
export const ERASED_VALUE = '[erased]';

/** The first byte of every stored sealed value: how to read the rest. */
export const SealedTag = {
  /** Not sealed: UTF-8 follows (no subject, or a store without privacy: tests of the store itself). */
  Plain: 0x00,
  /** AES-256-GCM under the subject's key: iv ‖ tag ‖ ciphertext follows. */
  Sealed: 0x01,
  /** Written for a subject already erased: nothing follows, it reads as erased. */
  Erased: 0x02,
} as const;

/**
 * The keys of some data subjects, loaded in one round trip: sealing and opening are then synchronous.
 * `label` names where the value lives (`rm_cases.title`, `users.email`): it is bound to the ciphertext, so a value
 * copied into another column or onto another subject's row does not open.
 */
export interface Keyring {
  /** The value sealed under `subject`'s key (plain for a null subject; the erased tag for an erased subject). */
  seal(subject: string | null, label: string, value: string): Buffer;
  /** The value, or undefined when its subject's key is gone. A value that does not authenticate is an error. */
  open(subject: string | null, label: string, stored: Buffer): string | undefined;
  /** Whether `subject`'s key is gone (its values are written with the erased tag). */
  erased(subject: string): boolean;
  /** Like {@link seal}, for bytes (a stored PDF, docs/adr/129). */
  sealBytes(subject: string | null, label: string, value: Uint8Array): Buffer;
  /** Like {@link open}, for bytes sealed by {@link sealBytes}. */
  openBytes(subject: string | null, label: string, stored: Buffer): Buffer | undefined;
}

/**
 * Personal values outside the event log (read rows, accounts, the outbox), sealed with the same per-subject keys as
 * the events (docs/adr/127): erasing the key leaves only ciphertext in the table, its dead tuples and the WAL. The
 * event store owns the port; privacy/shredding implements it (`EventPrivacy.values`).
 */
export interface SealedValues {
  /**
   * The keys of `subjects` (nulls ignored). With `forSealing`, a subject with no key yet gets one (inside `tx`);
   * without it, a subject with no key reads as erased.
   */
  keyring(
    subjects: Iterable<string | null | undefined>,
    options?: { forSealing?: boolean; tx?: EntityManager },
  ): Promise<Keyring>;
  /**
   * A keyed hash for exact lookups of a value that is stored sealed (HMAC-SHA256 under a key derived from the
   * master key, never stored): `email` values are trimmed and lower-cased first. The same value always gives the
   * same hash, so whoever holds the master key can test a guess; nobody else can.
   */
  lookupHash(purpose: LookupPurpose, value: string): Buffer;
  /**
   * The data subject owning each of `streamIds` (the owner recorded by the stream's first personal event), for rows
   * whose events do not name their subject (a revision belongs to the case's owner). Unknown streams are absent.
   */
  streamOwners(streamIds: readonly string[], tx?: EntityManager): Promise<Map<string, string>>;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Seals nothing: values are stored with the plain tag. Stores without privacy (their own tests, raw benchmarks). */
export const PLAINTEXT_VALUES: SealedValues = {
  keyring: () =>
    Promise.resolve({
      seal: (_subject, _label, value) =>
        Buffer.concat([Buffer.of(SealedTag.Plain), Buffer.from(value, 'utf8')]),
      open: (_subject, label, stored) => {
        if (stored[0] === SealedTag.Plain) return decoder.decode(stored.subarray(1));
        if (stored[0] === SealedTag.Erased) return undefined;
        throw new Error(`${label} is sealed, and this process has no keys to open it`);
      },
      erased: () => false,
      sealBytes: (_subject, _label, value) => Buffer.concat([Buffer.of(SealedTag.Plain), value]),
      openBytes: (_subject, label, stored) => {
        if (stored[0] === SealedTag.Plain) return Buffer.from(stored.subarray(1));
        if (stored[0] === SealedTag.Erased) return undefined;
        throw new Error(`${label} is sealed, and this process has no keys to open it`);
      },
    }),
  // Without keys the values are stored in plain text anyway: an unkeyed hash finds them the same way.
  lookupHash: (_purpose, value) => createHash('sha256').update(value.trim().toLowerCase(), 'utf8').digest(),
  streamOwners: () => Promise.resolve(new Map()),
};
