import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { verifyEmailByLink } from './mailbox';

/** The TOTP code of a secret, `steps` 30-second steps from now (a code is accepted once per step). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Signs a new staff account (its email is in STAFF_EMAILS) up through the API, confirms its address with the
 * link from its verification email (the role comes only then), and sets up TOTP the way the enrolment page does:
 * returns a session token that has passed the second factor, and the secret.
 */
export async function enrolStaffByApi(
  request: APIRequestContext,
  staff: { email: string; password: string; name: string },
): Promise<{ token: string; secret: string }> {
  const registered = await request.post('/api/auth/register', { data: staff });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await verifyEmailByLink(request, staff.email);
  const headers = { Authorization: `Bearer ${token}` };
  const enrolment = await request.post('/api/auth/two-factor/enrolment', { headers });
  expect(enrolment.status(), await enrolment.text()).toBe(201);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await request.post('/api/auth/two-factor/enrolment/confirm', { headers, data: { code: await totpCode(secret) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { token, secret };
}
