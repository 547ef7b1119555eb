import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { linkFromMail } from './mailbox';
import { enrolStaffByApi } from './staff';

const STAFF = { email: 'e2e-staff@example.com', password: 'quiet lantern meadow 91', name: 'Sam Staff' };
const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A staff session that has passed the TOTP second factor (ADR 113): /admin/outbox needs one. */
async function staffToken(request: APIRequestContext): Promise<string> {
  return (await enrolStaffByApi(request, STAFF)).token;
}

test('a user resets a forgotten password from the emailed link and signs in; staff never see the link', async ({
  page,
  request,
  browser,
}) => {
  const email = unique();
  const res = await request.post('/api/auth/register', { data: { email, password: 'the old passphrase 1', name: 'Lee Forgetful' } });
  expect(res.status()).toBe(201);
  const token = await staffToken(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for this email, we sent a link/)).toBeVisible();

  // The link is in the user's mailbox (the fake SMTP server)...
  const link = await linkFromMail(request, email, '/reset-password');
  // ...and staff, reading the same email at /admin/outbox, see it without the link (ADR 142).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/');
  await staffPage.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await staffPage.goto('/admin/outbox');
  const mail = staffPage
    .getByRole('listitem')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Reset your SueGo password' });
  await expect(mail.locator('pre')).toContainText('[private link: only the recipient can see it]');
  expect(await staffPage.locator('main').textContent()).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  await expectNoSeriousA11yViolations(staffPage);
  await staffContext.close();

  await page.goto(link);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase 2');
  await page.getByLabel('Confirm new password').fill('a brand new passphrase 2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('a brand new passphrase 2');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account$/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase 3');
  await page.getByLabel('Confirm new password').fill('yet another passphrase 3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Ask for a new one.', { exact: true })).toBeVisible();
});
