import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * From letter toward court (issue 30) in the browser: the claimant records "no answer yet" on the document page,
 * drafts the free final notice, opens it in its own editor (`?document=`), saves version 1.1 and finds it listed;
 * the first letter stays as it was.
 */
const uniqueEmail = () => `court-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

test('no answer → the final notice, drafted once, edited in its own editor; the letter stays', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Nora Notice', email: uniqueEmail(), password: 'correct horse battery' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const opened = await request.post('/api/cases', {
    headers: auth,
    data: {
      formData: {
        caseType: 'unpaid-work',
        state: 'NY',
        plaintiffName: 'Nora Notice',
        plaintiffEmail: 'nora@example.com',
        plaintiffAddress: '5 Court St\nBrooklyn, NY 11201',
        plaintiffPhone: '718-555-0101',
        defendantName: 'Brightline Studio LLC',
        defendantAddress: '100 Broadway\nNew York, NY 10005',
        disputeDescription: 'I delivered the brand design on time; invoice 14 for $2,400 is unpaid.',
        amountClaimed: '2400.00',
        incidentDate: isoDaysAgo(60),
        attemptedResolution: 'Two reminders by email.',
        evidenceDescription: 'Statement of work, invoice, emails.',
        documentType: 'demand_letter',
        agreedToTerms: true,
      },
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const { id: caseId } = (await opened.json()) as { id: string };
  const intent = await request.post('/api/create-payment-intent', { headers: auth, data: { caseId } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await request.post('/api/sandbox/confirm', { data: { clientSecret, ...CARD } })).status()).toBe(
    200,
  );
  const status = async () =>
    ((await (await request.get(`/api/cases/${caseId}`, { headers: auth })).json()) as { status: string })
      .status;
  await expect.poll(status, { timeout: 25_000 }).toBe('completed');

  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`/document/${caseId}`);
  const journey = page.getByRole('region', { name: 'What happens next' });
  await expect(journey).toBeVisible({ timeout: 20_000 });
  await journey.getByRole('radio', { name: 'No answer yet' }).check();
  await journey.getByRole('button', { name: 'Save what happened' }).click();

  const next = page.getByRole('region', { name: 'Your next documents' });
  await next.getByRole('button', { name: 'Draft the final notice' }).click();
  await expect(next.getByRole('list', { name: 'Later documents' })).toContainText('Final notice');
  await expect(page.getByRole('region', { name: 'Mail the final notice for me' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await next.getByRole('link', { name: 'Edit the final notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${caseId}\\?document=`));
  const text = page.getByLabel('Document text');
  await expect(text).toContainText('FINAL NOTICE');
  await text.fill(`${await text.inputValue()}\nP.S. Last chance to settle.`);
  await page.getByLabel('Edit summary').fill('Added a last line');
  await page.getByRole('button', { name: 'Save Version' }).click();
  await expect(page.getByText('Version 1.1', { exact: true })).toBeVisible();

  // The letter is untouched; My Documents links the notice.
  const letter = (await (
    await request.get(`/api/cases/${caseId}/revisions`, { headers: auth })
  ).json()) as unknown[];
  expect(letter).toHaveLength(1);
  await page.goto('/my-documents');
  await expect(page.getByRole('link', { name: 'Final notice, version 1.1' })).toBeVisible();
});
