import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { UnauthenticatedError } from '../common/errors';
import type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
import type { Role } from './roles';

export const IS_PUBLIC_KEY = 'suego:isPublic';
export const ROLES_KEY = 'suego:roles';
export const ALLOW_READ_ONLY_KEY = 'suego:allowReadOnly';
export const SECOND_FACTOR_PENDING_KEY = 'suego:secondFactorPending';

/**
 * Opens a handler or a whole controller to visitors. Everything else needs a valid session: the access guard
 * is global, so a new route is private unless someone decides otherwise.
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Restricts a handler or controller to the listed roles (403 for others). Implies a signed-in user. */
export const Roles = (...roles: [Role, ...Role[]]) => SetMetadata(ROLES_KEY, roles);

/**
 * A command route that read-only roles (auditors) may still call, because it changes only the caller's own
 * session (sign-out), never product data. Every other POST/PUT/PATCH/DELETE refuses them with 403.
 */
export const AllowReadOnlyRoles = () => SetMetadata(ALLOW_READ_ONLY_KEY, true);

/**
 * A staff route that a staff session may call before it has passed the second factor: only the two-factor
 * enrolment and verification routes themselves. Every other `@Roles('staff')` route refuses such a session (403
 * with `secondFactor: 'enrol' | 'verify'`; ADR 113).
 */
export const SecondFactorPendingAllowed = () => SetMetadata(SECOND_FACTOR_PENDING_KEY, true);

/** The signed-in user of the request; only meaningful on routes that are not `@Public()`. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new UnauthenticatedError();
  return user;
});
