import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { verifyEmailByLink } from './mailbox';

const root = path.resolve(__dirname, '..');

/** The environment of an operator command on this machine: the e2e server's embedded database, no other. */
export function operatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_DIR: process.env.E2E_PG_DIR, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return env;
}

/**
 * `npm run users:role -- <email> <role>` against the e2e server's embedded database (it is running), as an
 * operator gives a role: returns the command's answer, with the one-time `enrolmentCode` the first TOTP enrolment
 * of a staff member or auditor needs (issue 22 point 7).
 */
export async function setRoleByCommand(
  email: string,
  role: 'staff' | 'auditor' | 'user',
): Promise<{ email: string; role: string; enrolmentCode?: string }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'dist/backend/src/cli/set-role.cli.js'), email, role],
    { cwd: root, env: operatorEnv() },
  );
  // The command's answer is one JSON line {id, email, from, role, …}; its security log line may come before or after.
  const answers = stdout
    .trim()
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        return null;
      }
    })
    .filter((o): o is Record<string, unknown> => o !== null && 'from' in o && 'role' in o);
  expect(answers).toEqual([expect.objectContaining({ email, role })]);
  return answers[0] as { email: string; role: string; enrolmentCode?: string };
}

/** The TOTP code of a secret, `steps` 30-second steps from now (a code is accepted once per step). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Signs a new staff account (its email is in STAFF_EMAILS) up through the API, confirms its address with the
 * link from its verification email (the role comes only then), gets its one-time enrolment code from the operator
 * command, and sets up TOTP the way the enrolment page does: returns a session token that has passed the second
 * factor, and the secret.
 */
export async function enrolStaffByApi(
  request: APIRequestContext,
  staff: { email: string; password: string; name: string },
): Promise<{ token: string; secret: string }> {
  const registered = await request.post('/api/auth/register', { data: staff });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await verifyEmailByLink(request, staff.email);
  return enrolByApi(request, token, (await setRoleByCommand(staff.email, 'staff')).enrolmentCode!);
}

/** Sets up TOTP for a signed-in staff member or auditor with their one-time enrolment code, as the page does. */
export async function enrolByApi(
  request: APIRequestContext,
  token: string,
  enrolmentCode: string,
): Promise<{ token: string; secret: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const enrolment = await request.post('/api/auth/two-factor/enrolment', { headers, data: { enrolmentCode } });
  expect(enrolment.status(), await enrolment.text()).toBe(201);
  const { secret } = (await enrolment.json()) as { secret: string };
  const confirmed = await request.post('/api/auth/two-factor/enrolment/confirm', { headers, data: { code: await totpCode(secret) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { token, secret };
}
