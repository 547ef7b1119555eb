import type { DataSource } from 'typeorm';
import type { Role } from './roles';
import { logSecurityEvent } from './security-log';

export interface RoleChange {
  id: string;
  email: string;
  from: Role;
  to: Role;
}

/**
 * Sets the role of the account with `email` (trimmed, lower-cased) and logs the change. Null when there is no
 * such account. The access guard reads the role on every request, so the change applies to live sessions at once.
 */
export async function setUserRole(
  ds: DataSource,
  email: string,
  role: Role,
  by: string,
): Promise<RoleChange | null> {
  // TypeORM answers an UPDATE … RETURNING with [rows, affectedCount].
  const [rows] = await ds.query<[RoleChange[], number]>(
    `UPDATE users u SET role = $2, updated_at = now()
       FROM (SELECT id, role FROM users WHERE email = $1 FOR UPDATE) old
      WHERE u.id = old.id
  RETURNING u.id, u.email, old.role AS "from", u.role AS "to"`,
    [email.trim().toLowerCase(), role],
  );
  const change = rows[0];
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
