import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const form = {
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: 'Peregrine Ashdown',
  plaintiffEmail: 'peregrine@example.org',
  plaintiffAddress: '9 Larch Row, Fresno, CA 93701',
  plaintiffPhone: '559-555-0191',
  defendantName: 'Ashdown Rival Studio',
  defendantAddress: '3 Pine Street, Modesto, CA 95354',
  disputeDescription: 'Logo design invoice unpaid.',
  amountClaimed: '900.00',
  incidentDate: '2026-09-01',
  attemptedResolution: 'Emailed twice.',
  evidenceDescription: 'Invoice.',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

test('a user deletes their account from /account: typed email, signed out, storage cleared, home with a toast', async ({
  page,
  request,
}) => {
  const email = unique();
  const password = 'a fine long passphrase 7';
  const registered = await request.post('/api/auth/register', { data: { email, password, name: 'Peregrine Ashdown' } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const opened = await request.post('/api/cases', { data: { formData: form }, headers: { Authorization: `Bearer ${token}` } });
  expect(opened.status()).toBe(201);
  const caseId = ((await opened.json()) as { id: string }).id;

  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.setItem('auth_token', t);
    localStorage.setItem('questionnaire-draft', JSON.stringify({ plaintiffName: 'Peregrine Ashdown' }));
  }, token);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Delete my account' });
  await expect(card).toContainText('We keep only what the law requires');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account permanently' });
  const typed = dialog.getByLabel('Type your email address to confirm');
  await typed.fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await typed.fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();

  // The session is over and the account is gone; the case reads "[erased]" to staff and auditors.
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401);
  expect((await request.get(`/api/cases/${caseId}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  // The privacy policy says what deletion does and what is kept.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Deleting your account' })).toBeVisible();
  await expect(page.getByText(/for each payment, the amount, the date, what it paid for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
