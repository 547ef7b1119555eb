import request from 'supertest';
import { DataSource } from 'typeorm';
import { SessionsService } from '../identity/sessions.service';
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

/** A bearer header of a fresh staff member (health details, staff tools). */
export async function staffBearer(t: TestApp): Promise<Record<string, string>> {
  const staff = await registerUser(t.http, { name: 'Staff Member' });
  await t.app.get(DataSource).query(`UPDATE users SET role = 'staff' WHERE id = $1`, [staff.user.id]);
  const { token } = await t.app.get(SessionsService).start(staff.user.id, {});
  return bearer(token);
}
