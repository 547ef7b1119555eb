import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Issue 12: the questions the letter needs (who the other side is, a consumer deal and the deceptive act, the
 * agreement, the enclosures item by item, certified mail) are asked in the questionnaire, and the drafted letter
 * says only what was answered.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, title)).toBeVisible();
}

test('a Massachusetts consumer claim: the answers become a 93A notice, certified mail and itemised enclosures', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // six questionnaire steps, a payment and a drafted letter
  const email = uniqueEmail('letters');
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Pat Letters', email, password: 'correct horse battery' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  await page.goto('/questionnaire');

  // Step 1
  await page.getByRole('combobox', { name: /Type of case/ }).selectOption({ label: 'Breach of Contract' });
  const state = page.getByRole('combobox', { name: /State where it happened/ });
  await expect(state).toBeEnabled();
  await state.selectOption({ label: 'Massachusetts' });

  // Step 2
  await nextStep(page, 'Your Information');
  await page.getByRole('textbox', { name: /Your full name/ }).fill('Pat Letters');
  await page.getByRole('textbox', { name: /Your email/ }).fill(email);
  await page.getByRole('textbox', { name: /Your mailing address/ }).fill('12 Oak Street, Boston, MA 02108');

  // Step 3: a business, a consumer deal, and what it did
  await nextStep(page, 'Other Party');
  await page.getByRole('textbox', { name: /Their name/ }).fill('Kitchen Kings LLC');
  await page.getByRole('textbox', { name: /Their address/ }).fill('9 Elm Street, Worcester, MA 01608');
  await page.getByRole('combobox', { name: 'Are they a person or a business?' }).selectOption('business');
  await page.getByRole('combobox', { name: /for personal, family or household use/ }).selectOption('yes');
  await page.getByRole('checkbox', { name: /advertised something they did not intend to sell as advertised/ }).check();
  await expectNoSeriousA11yViolations(page);

  // Step 4
  await nextStep(page, 'Dispute Details');
  await page
    .getByRole('textbox', { name: /What happened/ })
    .fill('They advertised solid-wood cabinets for $2,500.00, took my payment, then installed particle board.');
  await page.getByRole('combobox', { name: /written or spoken/ }).selectOption('written');
  await page.getByRole('textbox', { name: /Amount claimed/ }).fill('2500.00');
  await page.getByLabel(/Date of the incident/).fill('2026-09-01');

  // Step 5: enclosures one at a time (the comma stays inside the item), certified mail
  await nextStep(page, 'Resolution Attempts');
  const enclosure = page.getByRole('textbox', { name: 'Copies you will enclose with the letter' });
  await enclosure.fill('Advertisement, dated August 1, 2026');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await enclosure.fill('Receipt');
  await enclosure.press('Enter');
  await expect(page.getByRole('list', { name: 'Enclosures' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('checkbox', { name: /I will send the letter by certified mail/ }).check();
  await expectNoSeriousA11yViolations(page);

  // Step 6
  await nextStep(page, 'Document Type and Review');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Case' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const caseId = page.url().split('/').at(-1)!;

  // Pay with the sandbox card, then read the drafted letter
  const intent = await request.post('/api/create-payment-intent', {
    headers: { Authorization: `Bearer ${token}` },
    data: { caseId },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/sandbox/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  await page.goto(`/document/${caseId}`);
  const letter = page.getByTestId('document-letter');
  await expect(letter).toContainText('Sent by certified mail, return receipt requested', { timeout: 30_000 });
  await expect(letter).toContainText('This letter is also my written notice and demand under M.G.L. c.93A §9(3)');
  await expect(letter).toContainText('advertising goods or services with the intent not to sell them as advertised');
  await expect(letter).toContainText('We agreed in writing');
  await expect(letter.getByRole('listitem').filter({ hasText: 'Advertisement, dated August 1, 2026' })).toHaveCount(1);
  await expect(letter).toContainText('not a substitute for the advice of an attorney');
  await expect(letter.getByRole('heading', { name: 'Your private notes: do not send or file these pages' })).toBeVisible();
});
