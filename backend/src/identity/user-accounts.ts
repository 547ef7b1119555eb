import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import { accountEmailHash, openAccountValue, openAccounts } from './account-columns';

export interface AccountByEmail {
  id: string;
  email: string;
  name: string;
  role: string;
  created_at: Date;
}

/**
 * What other contexts may know of an account, asked of identity, which owns the `users` table (rule 3: no other
 * context queries it). `tx` reads inside the caller's transaction.
 */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  /** Where to write to the account holder; null when the account is gone (or its key erased). */
  async contact(userId: string, tx?: EntityManager): Promise<{ email: string; name: string } | null> {
    const { rows } = await execSql<{ id: string; email: Buffer; name: Buffer }>(
      tx ?? this.dataSource,
      `SELECT id::text AS id, email, name FROM users WHERE id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    const ring = await this.store.sealedValues.keyring([row.id], { tx });
    // An account whose key is erased (being deleted) has no address left to write to.
    if (ring.erased(row.id)) return null;
    return {
      email: openAccountValue(ring, row.id, 'email', row.email),
      name: openAccountValue(ring, row.id, 'name', row.name),
    };
  }

  /** Name and email of each account of `ids` that still exists, by id (for screens that show who did what). */
  async contacts(ids: readonly string[]): Promise<Map<string, { email: string; name: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const { rows: stored } = await execSql<{ id: string; email: Buffer; name: Buffer }>(
      this.dataSource,
      `SELECT id::text AS id, email, name FROM users WHERE id::text = ANY($1::text[])`,
      [unique],
    );
    const rows = await openAccounts(this.store.sealedValues, stored);
    return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
  }

  /** The account with this email (any case; found by its keyed hash: docs/adr/128), for the auditor's lookup. */
  async byEmail(email: string): Promise<AccountByEmail | null> {
    const values = this.store.sealedValues;
    const { rows } = await execSql<Omit<AccountByEmail, 'email' | 'name'> & { email: Buffer; name: Buffer }>(
      this.dataSource,
      `SELECT id::text AS id, email, name, role, created_at FROM users WHERE email_hash = $1`,
      [accountEmailHash(values, email)],
    );
    const [row] = await openAccounts(values, rows);
    return row ?? null;
  }

  /** Whether the account has proved it reads its address (ADR 140); false for an account that does not exist. */
  async emailVerified(userId: string): Promise<boolean> {
    const { rows } = await execSql(
      this.dataSource,
      `SELECT 1 FROM users WHERE id = $1 AND email_verified_at IS NOT NULL`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Which of `ids` (as text) are accounts that still exist. */
  async existing(ids: readonly string[], tx?: EntityManager): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const { rows } = await execSql<{ id: string }>(
      tx ?? this.dataSource,
      `SELECT id::text AS id FROM users WHERE id::text = ANY($1::text[])`,
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** The payment provider's customer of the account (subscriptions keeps it there), if any. */
  async billingCustomer(userId: string): Promise<string | null> {
    const { rows } = await execSql<{ stripe_customer_id: string | null }>(
      this.dataSource,
      `SELECT stripe_customer_id FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.stripe_customer_id ?? null;
  }

  /** Stores the provider customer unless one is stored already (the first stored wins a race). */
  async setBillingCustomerIfUnset(userId: string, customerId: string): Promise<void> {
    await execSql(
      this.dataSource,
      `UPDATE users SET stripe_customer_id = $2 WHERE id = $1 AND stripe_customer_id IS NULL`,
      [userId, customerId],
    );
  }
}
