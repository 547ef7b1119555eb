import { Controller, Get, Logger, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, NotFoundError, SecondFactorRequiredError, UnauthenticatedError } from '../common/errors';
import { Public, Roles, SecondFactorPendingAllowed } from './access.decorators';
import { AccessGuard } from './access.guard';
import type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
import { assertCanRead, assertOwner, canRead, type Actor } from './ownership';
import type { Role } from './roles';
import { bearerToken, newSessionToken } from './session-token';
import type { SessionsService } from './sessions.service';

const user = (role: Role, id = `id-${role}`, secondFactorVerified = true): AuthenticatedUser => ({
  id,
  email: `${role}@example.com`,
  emailVerified: true,
  name: role,
  role,
  createdAt: new Date(0),
  session: { id: 'pk', publicId: 'pub', secondFactorVerified },
});

@Controller()
class Fixture {
  @Public()
  @Get()
  open() {}

  @Get()
  closed() {}

  @Roles('staff', 'auditor')
  @Get()
  staffOnly() {}

  @Roles('staff')
  @SecondFactorPendingAllowed()
  @Get()
  twoFactorStep() {}
}

@Public()
@Controller()
class PublicFixture {
  @Get()
  anything() {}
}

function contextFor(cls: new () => object, handler: string, authorization?: string, type = 'http') {
  const request = {
    method: 'GET',
    path: '/x',
    ip: '127.0.0.1',
    headers: { authorization },
  } as unknown as AuthenticatedRequest;
  const response = { setHeader: jest.fn() };
  const context = {
    getHandler: () => (cls.prototype as Record<string, unknown>)[handler],
    getClass: () => cls,
    getType: () => type,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ExecutionContext;
  return { context, request, response };
}

let warn: jest.SpyInstance;
let info: jest.SpyInstance;
beforeEach(() => {
  // Security events go through Nest's Logger; capture them instead of printing.
  warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  info = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AccessGuard', () => {
  const token = newSessionToken();
  const sessionsReturning = (u: AuthenticatedUser | null, enrolled = false) => {
    const authenticate = jest.fn(async () => u);
    const secondFactorEnrolled = jest.fn(async () => enrolled);
    return { sessions: { authenticate, secondFactorEnrolled } as unknown as SessionsService, authenticate };
  };

  it('lets anyone through a @Public() handler or controller without touching sessions', async () => {
    const { sessions, authenticate } = sessionsReturning(null);
    const guard = new AccessGuard(new Reflector(), sessions);
    await expect(guard.canActivate(contextFor(Fixture, 'open').context)).resolves.toBe(true);
    await expect(guard.canActivate(contextFor(PublicFixture, 'anything').context)).resolves.toBe(true);
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('refuses a route without a token, with a malformed one, and with one the sessions do not know', async () => {
    const { sessions, authenticate } = sessionsReturning(null);
    const guard = new AccessGuard(new Reflector(), sessions);
    for (const header of [undefined, 'Bearer nope', 'Basic abc', `Bearer ${token}`]) {
      const { context, response } = contextFor(Fixture, 'closed', header);
      await expect(guard.canActivate(context)).rejects.toBeInstanceOf(UnauthenticatedError);
      expect(response.setHeader).toHaveBeenCalledWith('WWW-Authenticate', 'Bearer');
    }
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate).toHaveBeenCalledWith(token);
    const reasons = [...info.mock.calls, ...warn.mock.calls].map(([e]) => (e as { reason?: string }).reason);
    expect(reasons).toEqual(
      expect.arrayContaining(['missing_token', 'malformed_token', 'invalid_or_expired']),
    );
  });

  it('attaches the signed-in user to the request', async () => {
    const u = user('user');
    const guard = new AccessGuard(new Reflector(), sessionsReturning(u).sessions);
    const { context, request } = contextFor(Fixture, 'closed', `Bearer ${token}`);
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(request.user).toBe(u);
  });

  it.each([
    ['user', false],
    ['staff', true],
    ['auditor', true],
  ] as const)('@Roles(staff, auditor) with role %s → allowed %s', async (role, allowed) => {
    const guard = new AccessGuard(new Reflector(), sessionsReturning(user(role)).sessions);
    const result = guard.canActivate(contextFor(Fixture, 'staffOnly', `Bearer ${token}`).context);
    if (allowed) await expect(result).resolves.toBe(true);
    else await expect(result).rejects.toBeInstanceOf(ForbiddenError);
    const denials = warn.mock.calls.filter(([e]) => (e as { event?: string }).event === 'authz.denied');
    expect(denials).toHaveLength(allowed ? 0 : 1);
  });

  it.each([
    [false, 'enrol'],
    [true, 'verify'],
  ] as const)(
    'refuses a staff session without the second factor on staff routes (enrolled %s → %s), not on the two-factor step itself',
    async (enrolled, step) => {
      const pending = user('staff', 'id-staff', false);
      const guard = new AccessGuard(new Reflector(), sessionsReturning(pending, enrolled).sessions);
      const refused = guard.canActivate(contextFor(Fixture, 'staffOnly', `Bearer ${token}`).context);
      await expect(refused).rejects.toBeInstanceOf(SecondFactorRequiredError);
      await expect(guard.canActivate(contextFor(Fixture, 'staffOnly', `Bearer ${token}`).context)).rejects.toMatchObject({ step });
      await expect(guard.canActivate(contextFor(Fixture, 'twoFactorStep', `Bearer ${token}`).context)).resolves.toBe(true);
      // Routes for any signed-in user stay open to the session.
      await expect(guard.canActivate(contextFor(Fixture, 'closed', `Bearer ${token}`).context)).resolves.toBe(true);
      const reasons = warn.mock.calls.map(([e]) => (e as { reason?: string }).reason);
      expect(reasons).toContain('second_factor');
    },
  );

  it('an auditor on a staff-or-auditor route needs the second factor too (issue 22 point 7)', async () => {
    const guard = new AccessGuard(new Reflector(), sessionsReturning(user('auditor', 'id-auditor', false)).sessions);
    await expect(guard.canActivate(contextFor(Fixture, 'staffOnly', `Bearer ${token}`).context)).rejects.toMatchObject({
      step: 'enrol',
    });
    const verified = new AccessGuard(new Reflector(), sessionsReturning(user('auditor', 'id-auditor', true)).sessions);
    await expect(verified.canActivate(contextFor(Fixture, 'staffOnly', `Bearer ${token}`).context)).resolves.toBe(true);
  });

  it('fails closed for a non-HTTP context that is not public', async () => {
    const guard = new AccessGuard(new Reflector(), sessionsReturning(user('staff')).sessions);
    await expect(
      guard.canActivate(contextFor(Fixture, 'closed', undefined, 'rpc').context),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});

describe('ownership helpers', () => {
  const owner: Actor = { id: 'owner', role: 'user' };
  const other: Actor = { id: 'other', role: 'user' };
  const staff: Actor = { id: 'staff', role: 'staff', session: { secondFactorVerified: true } };
  const pendingStaff: Actor = { id: 'staff', role: 'staff', session: { secondFactorVerified: false } };
  const auditor: Actor = { id: 'auditor', role: 'auditor', session: { secondFactorVerified: true } };

  it('lets the owner read, and others only with an allowed role', () => {
    expect(canRead(owner, 'owner')).toBe(true);
    expect(canRead(other, 'owner')).toBe(false);
    expect(canRead(staff, 'owner')).toBe(false);
    expect(canRead(staff, 'owner', { allow: ['staff', 'auditor'] })).toBe(true);
    expect(canRead(auditor, 'owner', { allow: ['staff'] })).toBe(false);
    expect(canRead(undefined, 'owner', { allow: ['user'] })).toBe(false);
  });

  it("staff read others' resources only from a session that passed the second factor", () => {
    expect(canRead(pendingStaff, 'owner', { allow: ['staff'] })).toBe(false);
    expect(canRead({ id: 'staff', role: 'staff' }, 'owner', { allow: ['staff'] })).toBe(false);
    expect(canRead({ id: 'a', role: 'auditor', session: { secondFactorVerified: false } }, 'owner', { allow: ['auditor'] })).toBe(false);
    expect(canRead(pendingStaff, 'staff', { allow: ['staff'] })).toBe(true); // their own, as any user
  });

  it('never lets anyone read a resource without an owner (it does not exist)', () => {
    expect(canRead(owner, undefined)).toBe(false);
    expect(canRead(staff, null, { allow: ['staff'] })).toBe(false);
    expect(canRead(owner, '')).toBe(false);
  });

  it("answers another user's resource with 404, never 403", () => {
    expect(() => assertCanRead(other, 'owner', {}, 'Case not found')).toThrow(NotFoundError);
    expect(() => assertCanRead(other, 'owner', {}, 'Case not found')).toThrow('Case not found');
    expect(() => assertCanRead(owner, 'owner')).not.toThrow();
    expect(() => assertCanRead(auditor, 'owner', { allow: ['auditor'] })).not.toThrow();
    expect(() => assertCanRead(undefined, 'owner')).toThrow(NotFoundError);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'authz.denied', reason: 'not_owner', userId: 'other' }),
      'Access denied',
    );
  });

  it('keeps writes to the owner, whatever the role', () => {
    expect(() => assertOwner(owner, 'owner')).not.toThrow();
    expect(() => assertOwner(staff, 'owner')).toThrow(NotFoundError);
    expect(() => assertOwner(auditor, 'owner')).toThrow(NotFoundError);
  });
});

describe('bearerToken', () => {
  const token = newSessionToken();
  it.each([
    [`Bearer ${token}`, token, false],
    [`bearer ${token}`, token, false],
    [`Bearer   ${token} `, token, false],
    [undefined, undefined, false],
    ['', undefined, false],
    ['Bearer', undefined, true],
    [`Basic ${token}`, undefined, true],
    [`Bearer ${token}x`, undefined, true],
    [`Bearer ${token} extra`, undefined, true],
  ])('%j → %j', (header, expected, malformed) => {
    expect(bearerToken(header)).toEqual({ token: expected, malformed });
  });

  it('makes 43-character base64url tokens that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
