import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { ForbiddenError, SecondFactorRequiredError, UnauthenticatedError } from '../common/errors';
import { ALLOW_READ_ONLY_KEY, IS_PUBLIC_KEY, ROLES_KEY, SECOND_FACTOR_PENDING_KEY } from './access.decorators';
import type { AuthenticatedRequest } from './authenticated-user';
import { isReadOnlyRole, needsSecondFactor, type Role } from './roles';
import { logSecurityEvent } from './security-log';
import { bearerToken } from './session-token';
import { SessionsService } from './sessions.service';

export const SESSION_REQUIRED_MESSAGE = 'Please sign in to continue';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const READ_ONLY_MESSAGE = 'Your role has read-only access';

/** Methods that never change state (RFC 9110 §9.2.1); every other one is a command. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The global guard (APP_GUARD): every route needs a valid bearer session unless it is `@Public()`; `@Roles()`
 * then narrows by role, and read-only roles (auditors) are refused every command route, i.e. every method but
 * GET/HEAD/OPTIONS, unless the route is `@AllowReadOnlyRoles()` (sign-out). A route whose `@Roles()` admits a
 * role that needs a second factor (staff) refuses that role's sessions until they have passed TOTP, unless it is
 * `@SecondFactorPendingAllowed()` (ADR 113). Fails closed: a route that says nothing is private. Unknown paths
 * never reach it, so they stay 404 for everyone.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets)) return true;
    if (context.getType() !== 'http') throw new UnauthenticatedError(SESSION_REQUIRED_MESSAGE);

    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const refuse = (reason: 'missing_token' | 'malformed_token' | 'invalid_or_expired'): never => {
      // The request path is parsed only here, for the log line: it would cost on every request otherwise.
      logSecurityEvent({
        event: 'auth.session.rejected',
        reason,
        method: request.method,
        path: request.path,
        ip: request.ip,
      });
      http.getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer'); // RFC 6750 §3
      throw new UnauthenticatedError(
        reason === 'missing_token' ? SESSION_REQUIRED_MESSAGE : SESSION_EXPIRED_MESSAGE,
      );
    };
    const { token, malformed } = bearerToken(request.headers.authorization);
    if (!token) return refuse(malformed ? 'malformed_token' : 'missing_token');
    const user = await this.sessions.authenticate(token);
    if (!user) return refuse('invalid_or_expired');
    request.user = user;

    // Read-only roles first: an auditor is told why on every command route, staff-only ones included.
    if (
      isReadOnlyRole(user.role) &&
      !SAFE_METHODS.has(request.method) &&
      !this.reflector.getAllAndOverride<boolean | undefined>(ALLOW_READ_ONLY_KEY, targets)
    ) {
      logSecurityEvent({
        event: 'authz.denied',
        reason: 'read_only_role',
        userId: user.id,
        role: user.role,
        method: request.method,
        path: request.path,
      });
      throw new ForbiddenError(READ_ONLY_MESSAGE);
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(user.role)) {
      logSecurityEvent({
        event: 'authz.denied',
        reason: 'role',
        userId: user.id,
        role: user.role,
        required: roles,
        method: request.method,
        path: request.path,
      });
      throw new ForbiddenError();
    }
    if (
      roles &&
      needsSecondFactor(user.role) &&
      !user.session.secondFactorVerified &&
      !this.reflector.getAllAndOverride<boolean | undefined>(SECOND_FACTOR_PENDING_KEY, targets)
    ) {
      logSecurityEvent({
        event: 'authz.denied',
        reason: 'second_factor',
        userId: user.id,
        role: user.role,
        method: request.method,
        path: request.path,
      });
      throw new SecondFactorRequiredError((await this.sessions.secondFactorEnrolled(user.id)) ? 'verify' : 'enrol');
    }
    return true;
  }
}
