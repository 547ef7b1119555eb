import { generate } from 'otplib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { accountEmailHash } from '../identity/account-columns';
import { EmailVerifiedHooks } from '../identity/email-ownership/email-verified.port';
import { SessionsService } from '../identity/sessions.service';
import { setUserRole } from '../identity/set-role';
import type { TestApp } from './test-app';

let counter = 0;

/** An email no other test in the run uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const TEST_PASSWORD = 'correct horse battery staple';

export interface RegisteredUser {
  token: string;
  user: { id: string; email: string; name: string; role: string; createdAt: string };
  email: string;
  password: string;
  name: string;
}

/** Signs up through the real endpoint and returns the session token with the credentials used. */
export async function registerUser(
  http: TestApp['http'],
  overrides: Partial<{ email: string; password: string; name: string; ip: string }> = {},
): Promise<RegisteredUser> {
  const body = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? TEST_PASSWORD,
    name: overrides.name ?? 'Test User',
  };
  const res = await request(http)
    .post('/api/auth/register')
    .set(overrides.ip ? { 'X-Forwarded-For': overrides.ip } : {})
    .send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token, user: res.body.user, ...body };
}

/** Signs in through the real endpoint; returns the new token. */
export async function loginUser(
  http: TestApp['http'],
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await request(http).post('/api/auth/login').send({ email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The current TOTP code of a secret (or the code at `at`, ms since the epoch). */
export function totpCode(secret: string, at = Date.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

export interface EnrolledStaff extends RegisteredUser {
  /** The TOTP secret the enrolment showed (what the authenticator app holds). */
  secret: string;
  /** The ten recovery codes, shown once at enrolment. */
  recoveryCodes: string[];
}

/**
 * A new staff member (or auditor) with TOTP set up through the real endpoints, as a person would: sign up, get the
 * role the way an operator gives it (`npm run users:role`, which prints the one-time enrolment code), sign in (a
 * `pending` session), POST /api/auth/two-factor/enrolment with that code (QR code and secret), then confirm with the
 * current TOTP code. `token` is that session, now verified: it may call every route of the role.
 */
export async function enrolStaff(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; name: string; role: 'staff' | 'auditor' }> = {},
): Promise<EnrolledStaff> {
  const { role = 'staff', ...account } = overrides;
  const staff = await registerUser(t.http, { name: role === 'staff' ? 'Staff Member' : 'Audra Auditor', ...account });
  const change = await setUserRole(t.app.get(DataSource), t.app.get(EventStore).sealedValues, staff.email, role, 'test');
  // A new sign-in: its session was never cached as the old role.
  const token = await loginUser(t.http, staff.email, staff.password);
  const enrolment = await request(t.http)
    .post('/api/auth/two-factor/enrolment')
    .set(bearer(token))
    .send({ enrolmentCode: change?.enrolmentCode?.code });
  if (enrolment.status !== 201) throw new Error(`enrolment failed: ${enrolment.status} ${JSON.stringify(enrolment.body)}`);
  const secret: string = enrolment.body.secret;
  const confirmed = await request(t.http)
    .post('/api/auth/two-factor/enrolment/confirm')
    .set(bearer(token))
    .send({ code: await totpCode(secret) });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { ...staff, user: { ...staff.user, role }, token, secret, recoveryCodes: confirmed.body.recoveryCodes };
}

/**
 * An auditor (or staff member) made by role alone, with a session that has passed the second factor, for tests
 * about what the role may read; enrolment itself is tested in two-factor.int.spec.ts.
 */
export async function verifiedRoleSession(t: TestApp, userId: string, role: 'staff' | 'auditor'): Promise<string> {
  await t.app.get(DataSource).query(`UPDATE users SET role = $2 WHERE id = $1`, [userId, role]);
  return verifiedStaffSession(t, userId);
}

/**
 * Another session of an enrolled staff member that has passed the second factor. Codes are accepted once per
 * 30-second step, so tests needing many staff sessions in a row mark them through the service the verify
 * endpoint uses after its code check (that check is tested in two-factor.int.spec.ts).
 */
export async function verifiedStaffSession(t: TestApp, userId: string): Promise<string> {
  const sessions = t.app.get(SessionsService);
  const { token, session } = await sessions.start(userId, {});
  await sessions.markSecondFactorVerified(session.id);
  return token;
}

/** A bearer header of a fresh staff member with TOTP enrolled and a verified session (health details, staff tools). */
export async function staffBearer(t: TestApp): Promise<Record<string, string>> {
  return bearer((await enrolStaff(t)).token);
}

/** The keyed hash `users.email_hash` finds an account by (emails are sealed: docs/adr/128). */
export function emailHashOf(t: TestApp, email: string): Buffer {
  return accountEmailHash(t.app.get(EventStore).sealedValues, email);
}

/**
 * The account's email as verified, as opening its link does (ADR 140), without the mail round trip: the column,
 * this process's session cache, and what verification sets off (the trial's email claim, ADR 210). Tests of the
 * link itself use the link (email-ownership.int.spec.ts).
 */
export async function markEmailVerified(t: TestApp, user: { id: string; email: string }): Promise<void> {
  await t.app.get(DataSource).query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [user.id]);
  t.app.get(SessionsService).forgetUser(user.id);
  await t.app.get(EmailVerifiedHooks).verified({ id: user.id, email: user.email });
}

/** Signs up and verifies the email (for tests of what needs a verified email, such as SUEGOFREE). */
export async function registerVerifiedUser(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; name: string; ip: string }> = {},
): Promise<RegisteredUser> {
  const user = await registerUser(t.http, overrides);
  await markEmailVerified(t, { id: user.user.id, email: user.email });
  return user;
}
