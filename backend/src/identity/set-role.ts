import type { DataSource } from 'typeorm';
import { execSql } from '../database/sql';
import type { SealedValues } from '../event-store/sealed-values';
import { accountEmailHash, openAccountValue } from './account-columns';
import { needsSecondFactor, type Role } from './roles';
import { logSecurityEvent } from './security-log';
import { issueEnrolmentCode } from './two-factor/enrolment-codes';

export interface RoleChange {
  id: string;
  email: string;
  from: Role;
  to: Role;
  /**
   * For a role that needs a second factor, on an account that has not set one up: the one-time code its first
   * TOTP enrolment asks for (valid 24 hours, shown this once, stored hashed).
   */
  enrolmentCode: { code: string; expiresAt: Date } | null;
}

/**
 * Sets the role of the account with `email` (found by its keyed hash, any case: docs/adr/128) and logs the change. Null when there is no
 * such account. The access guard reads the role on every request, so the change applies to live sessions at once,
 * and in the same transaction every open session must pass its second factor again (issue 22 point 7): a session
 * verified under one role never carries its verification into another.
 */
export async function setUserRole(
  ds: DataSource,
  values: SealedValues,
  email: string,
  role: Role,
  by: string,
): Promise<RoleChange | null> {
  const change = await ds.transaction(async (tx) => {
    const { rows } = await execSql<Omit<RoleChange, 'enrolmentCode' | 'email'> & { email: Buffer }>(
      tx,
      `UPDATE users u SET role = $2, updated_at = now()
         FROM (SELECT id, role FROM users WHERE email_hash = $1 FOR UPDATE) old
        WHERE u.id = old.id
    RETURNING u.id::text AS id, u.email, old.role AS "from", u.role AS "to"`,
      [accountEmailHash(values, email), role],
    );
    const row = rows[0];
    if (!row) return null;
    const ring = await values.keyring([row.id], { tx });
    const changed = { ...row, email: openAccountValue(ring, row.id, 'email', row.email) };
    await execSql(
      tx,
      `UPDATE sessions SET second_factor_at = NULL WHERE user_id = $1 AND second_factor_at IS NOT NULL`,
      [changed.id],
    );
    if (!needsSecondFactor(role)) {
      await execSql(tx, `DELETE FROM second_factor_enrolment_codes WHERE user_id = $1`, [changed.id]);
      return { ...changed, enrolmentCode: null };
    }
    return { ...changed, enrolmentCode: await issueEnrolmentCode(tx, changed.id) };
  });
  if (!change) return null;
  logSecurityEvent({
    event: 'user.role.changed',
    userId: change.id,
    email: change.email,
    from: change.from,
    to: change.to,
    by,
  });
  return change;
}
