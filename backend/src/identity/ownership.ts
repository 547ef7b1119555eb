import { NotFoundError } from '../common/errors';
import { needsSecondFactor, type Role } from './roles';
import { logSecurityEvent } from './security-log';

/** Who is asking: the signed-in user, or nobody. */
export interface Actor {
  id: string;
  role: Role;
  /** Staff powers need a session that passed the second factor (ADR 113); absent = not passed. */
  session?: { secondFactorVerified: boolean };
}

/** Whether the actor's role may be used for more than an ordinary user's rights right now. */
export const rolePowersActive = (actor: Actor) =>
  !needsSecondFactor(actor.role) || actor.session?.secondFactorVerified === true;

export interface ReadAccess {
  /** Roles that may read anyone's resource of this kind, e.g. `['staff', 'auditor']` for case history. */
  allow?: readonly Role[];
}

/**
 * True when the actor owns the resource or holds a role allowed to see everyone's. A missing owner (no such
 * resource) is never readable.
 */
export function canRead(
  actor: Actor | undefined,
  ownerId: string | null | undefined,
  access: ReadAccess = {},
): boolean {
  if (!actor || !ownerId) return false;
  if (actor.id === ownerId) return true;
  return (access.allow?.includes(actor.role) ?? false) && rolePowersActive(actor);
}

/**
 * For case-scoped handlers (DESIGN §7): throws 404 — never 403 — when the actor may not read the resource, so
 * another user's ids are indistinguishable from ids that do not exist (ASVS 8.2.2, no IDOR oracle).
 *
 * ```ts
 * const c = await cases.findOne(id);
 * assertCanRead(user, c?.userId, { allow: ['staff', 'auditor'] }, 'Case not found');
 * ```
 */
export function assertCanRead(
  actor: Actor | undefined,
  ownerId: string | null | undefined,
  access: ReadAccess = {},
  notFoundMessage = 'Not found',
): void {
  if (canRead(actor, ownerId, access)) return;
  if (actor && ownerId) {
    logSecurityEvent({ event: 'authz.denied', reason: 'not_owner', userId: actor.id, role: actor.role });
  }
  throw new NotFoundError(notFoundMessage);
}

/** Writes: only the owner, whatever their role (staff act through their own tools, not as the user). */
export function assertOwner(
  actor: Actor | undefined,
  ownerId: string | null | undefined,
  notFoundMessage = 'Not found',
): void {
  assertCanRead(actor, ownerId, {}, notFoundMessage);
}
