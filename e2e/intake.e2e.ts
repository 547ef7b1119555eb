import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Nothing may be wider than the screen (mobile first, DESIGN §10). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

async function nextStep(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(stepHeading(page, title)).toBeVisible();
  await expect(stepHeading(page, title)).toBeFocused();
}

async function checkStep(page: Page, step: number): Promise<void> {
  await expect(page.getByText(`Step ${step} of 6`)).toBeVisible();
  await expect(page.getByText(`${Math.round((step / 6) * 100)}% Complete`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
}

/** The state list comes from the API; wait for it before choosing. */
async function chooseState(page: Page, name: string): Promise<void> {
  const select = page.getByRole('combobox', { name: /State where it happened/ });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: name });
}

test.describe('case intake on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('home teaser → 6 steps as a visitor → register at the last step → case created → My Documents', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('intake');
    const defendant = 'Careless Driver LLC';

    // Home teaser: Vehicle Damage
    await page.goto('/');
    const teaser = page.locator('#how-it-works');
    await teaser.getByLabel('Vehicle Damage').check();
    await teaser.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);

    // Step 1, prefilled; the selection is used once
    await expect(stepHeading(page, 'Case Type and Location')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Type of case/ })).toHaveValue('vehicle-damage');
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('homepage-case-selection')))
      .toBeNull();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await chooseState(page, 'California');
    await expect(page.getByText(/hears small claims in California/)).toBeVisible();
    // Who is claiming (issue 12): a person by default; a business would get the business limit.
    await expect(page.getByRole('combobox', { name: /Who is making the claim\?/ })).toHaveValue('individual');
    await checkStep(page, 1);

    // Step 2
    await nextStep(page, 'Your Information');
    await page.getByRole('textbox', { name: /Your full name/ }).fill('Pat Intake');
    await page.getByRole('textbox', { name: /Your email/ }).fill(email);
    await page.getByRole('textbox', { name: /Your mailing address/ }).fill('12 Oak Street, Fresno, CA 93701');
    await page.getByRole('textbox', { name: /Your phone number/ }).fill('555-0100');
    await checkStep(page, 2);

    // Step 3
    await nextStep(page, 'Other Party');
    await expect(page.getByText('Who owes you money, and where can they be served?')).toBeVisible();
    await page.getByRole('textbox', { name: /Their name/ }).fill(defendant);
    await page
      .getByRole('textbox', { name: /Their address/ })
      .fill('400 Market Street, San Francisco, CA 94105');
    await checkStep(page, 3);

    // Step 4: free-text amount without a dollar sign, a date input, and the eligibility check under the amount
    await nextStep(page, 'Dispute Details');
    await page
      .getByRole('textbox', { name: /What happened/ })
      .fill('They reversed into my parked car and promised to pay for the repair, then stopped answering.');
    const amount = page.getByRole('textbox', { name: /Amount claimed/ });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.fill('2500.00');
    await page.getByLabel(/Date of the incident/).fill('2025-06-01');
    await expect(page.getByRole('region', { name: 'Eligibility check' })).toBeVisible();
    await expect(page.getByText(/Checking your claim/)).toHaveCount(0);
    await checkStep(page, 4);

    // Step 5
    await nextStep(page, 'Resolution Attempts');
    await page.getByRole('textbox', { name: /How have you tried/ }).fill('Texted and emailed twice in July.');
    await page
      .getByRole('textbox', { name: /What evidence/ })
      .fill('Photos of the dent and the repair estimate.');
    await checkStep(page, 5);

    // Step 6: review of every answer, the account panel for a visitor
    await nextStep(page, 'Document Type and Review');
    for (const text of [
      'Vehicle Damage',
      'California',
      'Pat Intake',
      email,
      defendant,
      '$2,500.00',
      'June 1, 2025',
      'Me, as a person',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: /Demand Letter/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Create Case' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Create an account or sign in to save your case' });
    await expect(panel).toBeVisible();
    await checkStep(page, 6);

    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
    await expect(panel.getByLabel('Full name')).toHaveValue('Pat Intake');
    await expect(panel.getByLabel('Email')).toHaveValue(email);
    await panel.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await panel.getByLabel('Confirm password').fill('correct horse battery');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/Signed in as/)).toBeVisible();
    await expect(panel).toHaveCount(0);
    // still on the questionnaire, answers intact
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByText(defendant, { exact: true })).toBeVisible();
    // the welcome toast sits over the bottom of a small screen: close it rather than wait for it to go
    const closeToast = page.getByRole('button', { name: 'Close notification' });
    if (await closeToast.isVisible()) await closeToast.click();

    await page.getByRole('button', { name: 'Create Case' }).click();
    await expect(page.getByText('Case Created Successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
    const caseId = page.url().split('/').at(-1)!;
    expect(await page.evaluate(() => window.localStorage.getItem('questionnaire-draft'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('current-case-id'))).toBe(caseId);

    // My Documents lists the new case
    await page.goto('/my-documents');
    const card = page.getByRole('article', { name: `Vehicle Damage v. ${defendant}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Payment Required')).toBeVisible();
    await expect(card.getByText('$2,500.00')).toBeVisible();
    await expect(card.getByText(`Pat Intake vs ${defendant}`)).toBeVisible();
    await expect(card.getByRole('link', { name: /Continue to Payment/ })).toHaveAttribute(
      'href',
      `/checkout/${caseId}`,
    );
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    // and its review page shows the answers
    await card.getByRole('link', { name: /Review Details/ }).click();
    await expect(page).toHaveURL(new RegExp(`/case-review\\?caseId=${caseId}$`));
    await expect(page.getByText('Careless Driver LLC', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('questionnaire draft and eligibility', () => {
  test('a reload mid-questionnaire keeps the answers and the step', async ({ page }) => {
    await page.goto('/questionnaire');
    await expect(stepHeading(page, 'Case Type and Location')).toBeVisible();
    await page.getByRole('combobox', { name: /Type of case/ }).selectOption({ label: 'Security Deposit' });
    await chooseState(page, 'Texas');
    await nextStep(page, 'Your Information');
    await page.getByRole('textbox', { name: /Your full name/ }).fill('Sam Reload');
    await page.getByRole('textbox', { name: /Your email/ }).fill('sam.reload@example.com');

    await page.reload();
    await expect(stepHeading(page, 'Your Information')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Your full name/ })).toHaveValue('Sam Reload');
    await expect(page.getByRole('textbox', { name: /Your email/ })).toHaveValue('sam.reload@example.com');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('combobox', { name: /Type of case/ })).toHaveValue('security-deposit');
    await expect(page.getByRole('combobox', { name: /State where it happened/ })).toHaveValue('TX');
  });

  test('a claim over $10,000 is flagged under the amount and again on step 1', async ({ page }) => {
    await page.goto('/questionnaire');
    await page.getByRole('combobox', { name: /Type of case/ }).selectOption({ label: 'Unpaid Work' });
    await chooseState(page, 'Arizona');
    for (const title of ['Your Information', 'Other Party', 'Dispute Details']) await nextStep(page, title);

    const amount = page.getByRole('textbox', { name: /Amount claimed/ });
    await amount.fill('15000');
    await amount.blur();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    const check = page.getByRole('region', { name: 'Eligibility check' });
    await expect(check.getByText(/\$10,000\.00 or less/).first()).toBeVisible();

    // moving on is never blocked; the check is shown on step 1 too now that state and amount are known
    await nextStep(page, 'Resolution Attempts');
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Previous' }).click();
    await expect(stepHeading(page, 'Case Type and Location')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Eligibility check' })
        .getByText(/\$10,000\.00 or less/)
        .first(),
    ).toBeVisible();
  });
});
