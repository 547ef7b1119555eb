import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventStore } from '../../event-store/event-store';
import { bearer, enrolStaff, loginUser, registerUser, totpCode } from '../../testing/auth-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { AuthChangeListener } from '../auth-change-listener';
import { setUserRole } from '../set-role';
import { keyIdOf } from './secret-box';
import {
  ENROLMENT_CODE_REQUIRED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_ENROLMENT_CODE_MESSAGE,
  REPLAYED_CODE_MESSAGE,
  VERIFY_BEFORE_REENROL_MESSAGE,
} from './two-factor.service';

/**
 * Staff TOTP (ADR 113) through the HTTP API on real PostgreSQL: enrolment, the code prompt, replay, recovery
 * codes, rate limits, and staff routes refusing a session until it has passed the second factor.
 * AUTH_RATE_LIMIT=off: the wrong-code limit must hold anyway.
 */
describe('staff two-factor sign-in (TOTP)', () => {
  const key = randomBytes(32);
  let t: TestApp;
  let db: Client;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off', TOTP_ENCRYPTION_KEY: key.toString('base64') } });
    db = new Client({ connectionString: t.database.url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await t.close();
  });

  /**
   * Signs up a user, gives them the role as `npm run users:role` does (which hands out the one-time enrolment
   * code) and signs in: a session that has not passed a second factor.
   */
  const pendingStaff = async (role: 'staff' | 'auditor' = 'staff') => {
    const u = await registerUser(t.http, { name: role === 'staff' ? 'Pat Staff' : 'Ada Auditor' });
    const change = await setUserRole(t.app.get(DataSource), t.app.get(EventStore).sealedValues, u.email, role, 'test');
    return { ...u, token: await loginUser(t.http, u.email, u.password), enrolmentCode: change!.enrolmentCode!.code };
  };
  const get = (path: string, token: string) => request(t.http).get(path).set(bearer(token));
  const post = (path: string, token: string, body?: object) => request(t.http).post(path).set(bearer(token)).send(body);
  const staffRoutes = ['/api/admin/outbox', '/api/support'];

  it('a new staff session is pending: staff routes answer 403 telling it to enrol, the rest works', async () => {
    const s = await pendingStaff();
    expect((await get('/api/auth/me', s.token).expect(200)).body.secondFactor).toBe('pending');
    expect((await get('/api/auth/two-factor', s.token).expect(200)).body).toEqual({
      required: true,
      enrolled: false,
      verified: false,
      recoveryCodesLeft: 0,
    });
    for (const path of staffRoutes) {
      const res = await get(path, s.token).expect(403);
      expect(res.body).toMatchObject({ secondFactor: 'enrol', message: expect.stringMatching(/two-factor sign-in/) });
    }
    // Health tells a pending staff session only what it tells the public.
    expect((await get('/api/health', s.token).expect(200)).body).toEqual({ status: 'up', paymentMode: 'sandbox' });
    await get('/api/cases/my-documents', s.token).expect(200);
  });

  it('enrols with a QR code and the secret as text, stored encrypted; the first code verifies the session', async () => {
    const s = await pendingStaff();
    const started = await post('/api/auth/two-factor/enrolment', s.token, { enrolmentCode: s.enrolmentCode }).expect(201);
    const { secret, otpauthUrl, qrCode } = started.body as { secret: string; otpauthUrl: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/SueGo:${encodeURIComponent(s.email)}?secret=${secret}&issuer=SueGo`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    await post('/api/auth/two-factor/enrolment/confirm', s.token, { code: '000000' }).expect(400, /code is not valid/);
    const confirmed = await post('/api/auth/two-factor/enrolment/confirm', s.token, { code: await totpCode(secret) }).expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    expect(new Set(codes).size).toBe(10);

    // This session may now use the staff tools.
    expect((await get('/api/auth/me', s.token).expect(200)).body.secondFactor).toBe('verified');
    for (const path of staffRoutes) await get(path, s.token).expect(200);
    expect((await get('/api/health', s.token).expect(200)).body).toHaveProperty('database', 'up');

    // Stored: the secret sealed with the configured key (never in clear), recovery codes only as hashes.
    const { rows } = await db.query(`SELECT secret_ciphertext, key_id FROM staff_totp WHERE user_id = $1`, [s.user.id]);
    expect(rows[0].key_id).toBe(keyIdOf(key));
    expect(Buffer.from(rows[0].secret_ciphertext).toString('latin1')).not.toContain(secret);
    const stored = await db.query(`SELECT code_hash FROM staff_recovery_codes WHERE user_id = $1`, [s.user.id]);
    expect(stored.rowCount).toBe(10);
    const hashes = stored.rows.map((r) => Buffer.from(r.code_hash).toString('hex'));
    for (const c of codes) expect(hashes.join()).not.toContain(Buffer.from(c).toString('hex'));
    expect((await db.query(`SELECT 1 FROM staff_totp_enrolments WHERE user_id = $1`, [s.user.id])).rowCount).toBe(0);
    // The status never shows the secret again.
    const status = await get('/api/auth/two-factor', s.token).expect(200);
    expect(status.body).toEqual({ required: true, enrolled: true, verified: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
  });

  it('at each sign-in: a wrong code is refused, a right one verifies, and a code is never accepted twice', async () => {
    const staff = await enrolStaff(t);
    const next = await loginUser(t.http, staff.email, staff.password);
    const refused = await get('/api/admin/outbox', next).expect(403);
    expect(refused.body.secondFactor).toBe('verify');

    await post('/api/auth/two-factor/verify', next, { code: '123456' }).expect(400, new RegExp(INVALID_CODE_MESSAGE.slice(0, 20)));
    // The enrolment used the current 30-second step: the next step's code (within the ±30 s window) is new.
    const code = await totpCode(staff.secret, Date.now() + 30_000);
    expect((await post('/api/auth/two-factor/verify', next, { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }).expect(200)).body).toEqual({
      verified: true,
      recoveryCodesLeft: 10,
    });
    await get('/api/admin/outbox', next).expect(200);

    // The same code again, from another session (e.g. someone who watched it being typed): refused.
    const third = await loginUser(t.http, staff.email, staff.password);
    const replay = await post('/api/auth/two-factor/verify', third, { code }).expect(400);
    expect(replay.body.message).toBe(REPLAYED_CODE_MESSAGE);
    // And an older one (the enrolment's step) too.
    await post('/api/auth/two-factor/verify', third, { code: await totpCode(staff.secret) }).expect(400);
    await get('/api/admin/outbox', third).expect(403);
  });

  it('a recovery code works once, in any case and without dashes', async () => {
    const staff = await enrolStaff(t);
    const [first, second] = staff.recoveryCodes as [string, string];
    const a = await loginUser(t.http, staff.email, staff.password);
    expect((await post('/api/auth/two-factor/verify', a, { code: first }).expect(200)).body.recoveryCodesLeft).toBe(9);
    await get('/api/support', a).expect(200);
    const b = await loginUser(t.http, staff.email, staff.password);
    await post('/api/auth/two-factor/verify', b, { code: first }).expect(400, /code is not valid/);
    await post('/api/auth/two-factor/verify', b, { code: second.replace(/-/g, '').toUpperCase() }).expect(200);
    expect((await get('/api/auth/two-factor', b).expect(200)).body.recoveryCodesLeft).toBe(8);

    // New codes from a verified session: the old ones stop working.
    const fresh = (await post('/api/auth/two-factor/recovery-codes', b).expect(200)).body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const c = await loginUser(t.http, staff.email, staff.password);
    await post('/api/auth/two-factor/recovery-codes', c).expect(403); // not verified yet
    await post('/api/auth/two-factor/verify', c, { code: staff.recoveryCodes[2]! }).expect(400);
    await post('/api/auth/two-factor/verify', c, { code: fresh[0]! }).expect(200);
  });

  it('replacing the authenticator needs a verified session (a password alone cannot swap it)', async () => {
    const staff = await enrolStaff(t);
    const pending = await loginUser(t.http, staff.email, staff.password);
    const res = await post('/api/auth/two-factor/enrolment', pending).expect(403);
    expect(res.body.message).toBe(VERIFY_BEFORE_REENROL_MESSAGE);
    // From the verified session: a new secret, which replaces the old one once confirmed.
    const started = await post('/api/auth/two-factor/enrolment', staff.token).expect(201);
    const replacement: string = started.body.secret;
    expect(replacement).not.toBe(staff.secret);
    await post('/api/auth/two-factor/enrolment/confirm', staff.token, { code: await totpCode(replacement, Date.now() + 30_000) }).expect(200);
    const after = await loginUser(t.http, staff.email, staff.password);
    await post('/api/auth/two-factor/verify', after, { code: await totpCode(staff.secret, Date.now() - 30_000) }).expect(400);
  });

  it('limits wrong codes per account (5 in 15 minutes), even with AUTH_RATE_LIMIT=off', async () => {
    const staff = await enrolStaff(t);
    const s = await loginUser(t.http, staff.email, staff.password);
    for (let i = 0; i < 5; i++) await post('/api/auth/two-factor/verify', s, { code: '000000' }).expect(400);
    const limited = await post('/api/auth/two-factor/verify', s, { code: staff.recoveryCodes[0]! }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A new session of the same account is limited too.
    const other = await loginUser(t.http, staff.email, staff.password);
    await post('/api/auth/two-factor/verify', other, { code: staff.recoveryCodes[0]! }).expect(429);
  });

  it('the first enrolment needs the one-time code users:role printed: valid 24 hours, stored hashed, spent once (issue 22 point 7)', async () => {
    const s = await pendingStaff();
    // A password alone (the sign-in) shows no secret.
    expect((await post('/api/auth/two-factor/enrolment', s.token).expect(400)).body.message).toBe(ENROLMENT_CODE_REQUIRED_MESSAGE);
    expect((await post('/api/auth/two-factor/enrolment', s.token, { enrolmentCode: 'aaaa-bbbb-cccc-dddd' }).expect(400)).body.message).toBe(
      INVALID_ENROLMENT_CODE_MESSAGE,
    );
    // Stored as a hash, expiring in 24 hours.
    const { rows } = await db.query(`SELECT code_hash, extract(epoch FROM expires_at - created_at)::int AS valid FROM second_factor_enrolment_codes WHERE user_id = $1`, [
      s.user.id,
    ]);
    expect(Buffer.from(rows[0].code_hash)).toHaveLength(32);
    expect(Buffer.from(rows[0].code_hash).toString('latin1')).not.toContain(s.enrolmentCode.replace(/-/g, ''));
    expect(rows[0].valid).toBe(24 * 3600);
    // Any case, without dashes; spent by the confirmation with the first TOTP code.
    const started = await post('/api/auth/two-factor/enrolment', s.token, { enrolmentCode: s.enrolmentCode.replace(/-/g, '').toUpperCase() }).expect(201);
    await post('/api/auth/two-factor/enrolment/confirm', s.token, { code: await totpCode(started.body.secret) }).expect(200);
    expect((await db.query(`SELECT 1 FROM second_factor_enrolment_codes WHERE user_id = $1`, [s.user.id])).rowCount).toBe(0);
    // Spent: another account's session with the same password could not use it again, nor can this one start over without a verified session.
    const again = await loginUser(t.http, s.email, s.password);
    await post('/api/auth/two-factor/enrolment', again, { enrolmentCode: s.enrolmentCode }).expect(403);

    // Expired: refused.
    const late = await pendingStaff();
    await db.query(`UPDATE second_factor_enrolment_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [late.user.id]);
    await post('/api/auth/two-factor/enrolment', late.token, { enrolmentCode: late.enrolmentCode }).expect(400, /not valid or has expired/);
    // Wrong codes count against the wrong-code limit.
    const guess = await pendingStaff();
    for (let i = 0; i < 5; i++) await post('/api/auth/two-factor/enrolment', guess.token, { enrolmentCode: 'zzzz-zzzz-zzzz-zzzz' }).expect(400);
    await post('/api/auth/two-factor/enrolment', guess.token, { enrolmentCode: guess.enrolmentCode }).expect(429);
  });

  it('users:role prints the enrolment code for staff and auditors not yet set up, and only for them', async () => {
    const u = await registerUser(t.http);
    const ds = t.app.get(DataSource);
    const toAuditor = await setUserRole(ds, t.app.get(EventStore).sealedValues, u.email, 'auditor', 'test');
    expect(toAuditor!.enrolmentCode!.code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(toAuditor!.enrolmentCode!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await setUserRole(ds, t.app.get(EventStore).sealedValues, u.email, 'user', 'test'))!.enrolmentCode).toBeNull();
    expect((await db.query(`SELECT 1 FROM second_factor_enrolment_codes WHERE user_id = $1`, [u.user.id])).rowCount).toBe(0);
    const staff = await enrolStaff(t);
    expect((await setUserRole(ds, t.app.get(EventStore).sealedValues, staff.email, 'auditor', 'test'))!.enrolmentCode).toBeNull(); // already set up
  });

  it('auditors pass a second factor like staff: the audit screen refuses them until then (issue 22 point 7)', async () => {
    const a = await pendingStaff('auditor');
    expect((await get('/api/auth/me', a.token).expect(200)).body.secondFactor).toBe('pending');
    const refused = await get('/api/audit/lookups', a.token).expect(403);
    expect(refused.body).toMatchObject({ secondFactor: 'enrol' });
    await get(`/api/audit/cases?email=${encodeURIComponent('someone@example.com')}`, a.token).expect(403);
    // Read-only everywhere else, an auditor still sets up their own second factor.
    const started = await post('/api/auth/two-factor/enrolment', a.token, { enrolmentCode: a.enrolmentCode }).expect(201);
    await post('/api/auth/two-factor/enrolment/confirm', a.token, { code: await totpCode(started.body.secret) }).expect(200);
    await get('/api/audit/lookups', a.token).expect(200);
    await post('/api/cases', a.token, {}).expect(403); // still read-only
  });

  it('a role change makes every open session pass its second factor again (issue 22 point 7)', async () => {
    const staff = await enrolStaff(t);
    await get('/api/support', staff.token).expect(200); // now in this process's session cache
    await setUserRole(t.app.get(DataSource), t.app.get(EventStore).sealedValues, staff.email, 'auditor', 'test');
    await t.app.get(AuthChangeListener).barrier();
    expect((await get('/api/auth/me', staff.token).expect(200)).body).toMatchObject({ role: 'auditor', secondFactor: 'pending' });
    expect((await get('/api/audit/lookups', staff.token).expect(403)).body.secondFactor).toBe('verify');
    await setUserRole(t.app.get(DataSource), t.app.get(EventStore).sealedValues, staff.email, 'staff', 'test');
    await t.app.get(AuthChangeListener).barrier();
    await get('/api/support', staff.token).expect(403);
    await post('/api/auth/two-factor/verify', staff.token, { code: await totpCode(staff.secret, Date.now() + 30_000) }).expect(200);
    await get('/api/support', staff.token).expect(200);
  });

  it('is for staff: users cannot enrol, and need nothing', async () => {
    const u = await registerUser(t.http);
    expect((await get('/api/auth/two-factor', u.token).expect(200)).body).toMatchObject({ required: false, enrolled: false });
    expect((await get('/api/auth/me', u.token).expect(200)).body.secondFactor).toBe('not_required');
    await post('/api/auth/two-factor/enrolment', u.token).expect(403);
    await post('/api/auth/two-factor/verify', u.token, { code: '123456' }).expect(403);
  });

  it('names the field of a bad code, and refuses a confirmation without a setup in progress', async () => {
    const s = await pendingStaff();
    await post('/api/auth/two-factor/verify', s.token, {}).expect(400, /code is required/);
    await post('/api/auth/two-factor/verify', s.token, { code: 'x'.repeat(41) }).expect(400, /code must be at most 40 characters/);
    await post('/api/auth/two-factor/verify', s.token, { code: '123456' }).expect(409, /not set up/);
    await post('/api/auth/two-factor/enrolment/confirm', s.token, { code: '123456' }).expect(409, /expired or was not started/);
  });
});
