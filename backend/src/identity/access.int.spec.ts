import { Controller, Get, Param } from '@nestjs/common';
import request from 'supertest';
import { bearer, enrolStaff, registerUser, type RegisteredUser, verifiedRoleSession } from '../testing/auth-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CurrentUser, Public, Roles } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { assertCanRead, assertOwner } from './ownership';

/** Stand-ins for later features: a staff-only route and owner-scoped reads/writes. */
const OWNERS = new Map<string, string>();

@Controller('test-access')
class AccessFixtureController {
  @Roles('staff')
  @Get('staff-only')
  staffOnly(@CurrentUser() user: AuthenticatedUser) {
    return { role: user.role };
  }

  @Get('docs/:id')
  read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    assertCanRead(user, OWNERS.get(id), { allow: ['staff', 'auditor'] }, 'Document not found');
    return { id };
  }

  @Get('docs/:id/edit')
  edit(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    assertOwner(user, OWNERS.get(id), 'Document not found');
    return { id };
  }

  @Public()
  @Get('open')
  open() {
    return { ok: true };
  }
}

describe('roles and ownership through the real app', () => {
  let t: TestApp;
  let owner: RegisteredUser, other: RegisteredUser, staff: RegisteredUser, auditor: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT: 'off' },
      extra: { controllers: [AccessFixtureController] },
    });
    owner = await registerUser(t.http);
    other = await registerUser(t.http);
    staff = await enrolStaff(t);
    auditor = await registerUser(t.http);
    auditor.token = await verifiedRoleSession(t, auditor.user.id, 'auditor');
    OWNERS.set('doc-1', owner.user.id);
  });
  afterAll(() => t.close());

  const get = (path: string, who?: RegisteredUser) =>
    request(t.http)
      .get(`/api/test-access/${path}`)
      .set(who ? bearer(who.token) : {});

  it('a new route is private by default and @Public() opens it', async () => {
    await get('docs/doc-1').expect(401);
    await get('open').expect(200);
  });

  it('@Roles answers 403 to the wrong role, 401 to visitors', async () => {
    await get('staff-only').expect(401);
    const denied = await get('staff-only', owner).expect(403);
    expect(denied.body).toEqual({ statusCode: 403, message: expect.any(String), error: 'Forbidden' });
    await get('staff-only', auditor).expect(403);
    expect((await get('staff-only', staff).expect(200)).body).toEqual({ role: 'staff' });
  });

  it("answers another user's resource exactly like a missing one (404)", async () => {
    await get('docs/doc-1', owner).expect(200);
    const foreign = await get('docs/doc-1', other).expect(404);
    const missing = await get('docs/no-such-doc', other).expect(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.message).toBe('Document not found');
  });

  it('lets staff and auditors read where allowed, but only the owner write', async () => {
    await get('docs/doc-1', staff).expect(200);
    await get('docs/doc-1', auditor).expect(200);
    await get('docs/doc-1/edit', owner).expect(200);
    await get('docs/doc-1/edit', staff).expect(404);
    await get('docs/doc-1/edit', other).expect(404);
  });
});
