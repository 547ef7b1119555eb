import type { Role } from './roles';

/**
 * A person with an account, as identity reads it (state-stored, DESIGN §4). In `users` the email and name are
 * sealed with the account's key and the account is found by `email_hash` (docs/adr/128); here they are opened.
 */
export interface Account {
  id: string;
  /** Trimmed, lower-cased, NFC (`normalizeAccountEmail`). */
  email: string;
  name: string;
  role: Role;
  /** When the account opened a verification link sent to `email`; null until then (ADR 140). */
  emailVerifiedAt: Date | null;
  createdAt: Date;
}
