import type { EntityManager } from 'typeorm';
import { columnPolicy } from '../event-store/sealed-columns';
import type { Keyring, SealedValues } from '../event-store/sealed-values';

/**
 * The personal columns of the account's own tables (docs/adr/128): sealed with the account's data subject key (its
 * user id, the key of its events), so once "Delete my account" erases that key, the rows' dead tuples and the WAL
 * hold only ciphertext. Lookups by email go through `email_hash` (the keyed hash of ADR 127, unique on `users`).
 */
export const USER_COLUMNS = columnPolicy<{ id: string } & Record<string, unknown>>({
  table: 'users',
  subject: (row) => row.id,
  sealed: { email: 'text', name: 'text' },
  hashed: { email_hash: { of: 'email' } },
  plain: ['password_hash', 'role', 'language', 'stripe_customer_id'],
});

export const SESSION_COLUMNS = columnPolicy<{ user_id: string } & Record<string, unknown>>({
  table: 'sessions',
  subject: (row) => row.user_id,
  sealed: { ip: 'text', user_agent: 'text' },
  plain: ['session_id', 'token_hash'],
});

export const EMAIL_TOKEN_COLUMNS = columnPolicy<{ user_id: string } & Record<string, unknown>>({
  table: 'email_tokens',
  subject: (row) => row.user_id,
  sealed: { email: 'text' },
  hashed: { email_hash: { of: 'email' } },
  plain: ['token_hash', 'purpose'],
});

/**
 * An email as accounts store and find it: trimmed, lower-cased and in Unicode NFC, so "Ana@X.com", " ana@x.com" and
 * a decomposed "é" are one address (and one account).
 */
export const normalizeAccountEmail = (email: string): string => email.trim().toLowerCase().normalize('NFC');

/** The keyed hash an account is found by: of the normalised email (docs/adr/128). */
export const accountEmailHash = (values: SealedValues, email: string): Buffer =>
  values.lookupHash('email', normalizeAccountEmail(email));

/** The sealed email and name of account `id` (the keyring must hold `id`'s key, loaded for sealing). */
export function sealAccount(
  ring: Keyring,
  values: SealedValues,
  account: { id: string; email: string; name: string },
): { email: Buffer; name: Buffer; emailHash: Buffer } {
  const email = normalizeAccountEmail(account.email);
  return {
    email: ring.seal(account.id, USER_COLUMNS.label('email'), email),
    name: ring.seal(account.id, USER_COLUMNS.label('name'), account.name),
    emailHash: values.lookupHash('email', email),
  };
}

/** An opened sealed value: "[erased]" once the subject's key is gone (ADR 127). */
export function openAccountValue(
  ring: Keyring,
  id: string,
  column: 'email' | 'name',
  stored: Buffer,
): string {
  return ring.open(id, USER_COLUMNS.label(column), stored) ?? '[erased]';
}

/** Opens `email` and `name` of account rows in place (one keyring: one key lookup for the ids not cached). */
export async function openAccounts<T extends { id: string; email: Buffer; name: Buffer }>(
  values: SealedValues,
  rows: T[],
  tx?: EntityManager,
): Promise<(Omit<T, 'email' | 'name'> & { email: string; name: string })[]> {
  if (rows.length === 0) return [];
  const ring = await values.keyring(
    rows.map((r) => r.id),
    { tx },
  );
  return rows.map((row) => ({
    ...row,
    email: openAccountValue(ring, row.id, 'email', row.email),
    name: openAccountValue(ring, row.id, 'name', row.name),
  }));
}
