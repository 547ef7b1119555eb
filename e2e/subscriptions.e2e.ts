import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { verifyEmailByLink } from './mailbox';

/**
 * Subscriptions against the real app in sandbox mode: a visitor starts a trial with 4242 on /subscribe/suego, the
 * account page follows the plan through cancel and reactivate, the sandbox test clock ends the trial, and the card
 * saved at sign-up is on /payment-methods.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A card expiry three years ahead, as MM/YY. */
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
}

async function fillSignup(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Sam Subscriber');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
}

const toastTitle = (page: Page, title: string) => page.locator('[data-slot="toast-title"]', { hasText: title });

/** Moves the signed-in user's sandbox test clock (like a Stripe test clock). */
async function advanceClock(page: Page, days: number): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const res = await page.request.post('/api/sandbox/test-clock/advance', {
    headers: { Authorization: `Bearer ${token}` },
    data: { days },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** POST /api/cases as the signed-in subscriber: the plan covers it (`status: "subscription"`). */
async function openCoveredCase(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const formData = {
    caseType: 'unpaid-work',
    state: 'CA',
    plaintiffName: 'Sam Subscriber',
    plaintiffEmail: 'sam@example.com',
    plaintiffAddress: '12 Oak St, Fresno, CA 93701',
    plaintiffPhone: '555-0100',
    defendantName: 'Acme Design LLC',
    defendantAddress: '400 Market St, San Francisco, CA 94105',
    disputeDescription: 'I designed a website; invoice #42 for $2,500 is unpaid.',
    amountClaimed: '2500.00',
    incidentDate: isoDaysAgo(60),
    attemptedResolution: 'Emailed twice, called once.',
    evidenceDescription: 'Contract, invoice, emails.',
    documentType: 'demand_letter',
    agreedToTerms: true,
  };
  const res = await page.request.post('/api/cases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { caseType: formData.caseType, state: formData.state, formData, amount: formData.amountClaimed },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, status } = (await res.json()) as { id: string; status: string };
  expect(status).toBe('subscription');
  return id;
}

// The clock advance runs billing, dunning and the projections behind it; on this shared 2-core host the pages right
// after it can take several seconds, so those steps get a longer wait than the suite's 7 s.
const AFTER_CLOCK = { timeout: 25_000 };

test.describe('subscriptions (sandbox gateway)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('trial with a card of its own (4000 0566 5566 5556) → Trialing with "Trial Ends / First Charge" → a covered case goes straight to its document → cancel → Reactivate → clock past the trial → Active; the card is listed', async ({
    page,
  }) => {
    await page.goto('/subscribe/suego');
    await expect(page.getByTestId('plan-suego').getByText('Selected')).toBeVisible();
    await expect(page.getByTestId('plan-suepro')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillSignup(page, uniqueEmail('trial'));
    // A trial goes once per card (ADR 210) and other journeys start theirs with 4242: this one has its own card.
    await fillCard(page, '4000 0566 5566 5556');
    await page.getByRole('button', { name: /^Start \d+-Day Free Trial$/ }).click();

    // the account page: signed in, the toast once, the URL cleaned
    await expect(page).toHaveURL(/\/account$/);
    await expect(toastTitle(page, 'Free Trial Started!')).toBeVisible();
    const card = page.getByRole('region', { name: 'Subscription' });
    await expect(card.getByText('Trialing', { exact: true })).toBeVisible();
    await expect(card.getByText('Trial Ends / First Charge')).toBeVisible();
    await expect(card.getByText('SueGo', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // a subscriber's case is covered by the plan and goes straight to its document
    const caseId = await openCoveredCase(page);
    await page.goto(`/document/${caseId}`);
    await expect(page.getByRole('button', { name: /Download PDF/ }).first()).toBeVisible(AFTER_CLOCK);
    await page.goto('/account');

    // cancel at the period end, with a reason
    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await card.getByLabel('Reason for canceling (optional)').fill('Trying it out first');
    await card.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(toastTitle(page, 'Subscription Canceled')).toBeVisible();
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Reactivate' }).click();
    await expect(toastTitle(page, 'Subscription Reactivated')).toBeVisible();
    await expect(card.getByText('Canceled', { exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    // the test clock passes the trial: the saved card is charged and the plan is active
    await advanceClock(page, 8);
    await page.reload();
    await expect(card.getByText('Active', { exact: true })).toBeVisible(AFTER_CLOCK);
    await expect(card.getByText('Next Billing')).toBeVisible();
    await expect(card.getByText('Trial Ends / First Charge')).toHaveCount(0);

    await card.getByRole('link', { name: 'Manage Payment' }).click();
    await expect(page).toHaveURL(/\/payment-methods$/);
    const saved = page.getByRole('list', { name: 'Saved cards' });
    await expect(saved.getByText('Visa ending in 5556', { exact: true })).toBeVisible(AFTER_CLOCK);
    await expect(saved.getByText('Default')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('SUEGOFREE starts the plan with no card once the email is verified', async ({ page, request }) => {
    await page.goto('/subscribe/suego');
    await page.getByLabel('Promo code').fill('suegofree');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toastTitle(page, 'Promo Code Applied')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);

    const email = uniqueEmail('free');
    await fillSignup(page, email);
    await page.getByRole('button', { name: 'Activate Subscription' }).click();
    // ADR 210: a free month waits for the verified email; the page stays, says so, and can send the link again.
    await expect(page.getByText('Verify your email to get your free month')).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe\/suego$/);
    await verifyEmailByLink(request, email);
    await page.getByRole('button', { name: 'Activate Subscription' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(toastTitle(page, 'Subscription Activated!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Active', { exact: true })).toBeVisible();
  });

  test('a card that attaches but cannot be charged: past due with the notice; add and remove a card', async ({ page }) => {
    await page.goto('/subscribe/suepro');
    await fillSignup(page, uniqueEmail('dunning'));
    await fillCard(page, '4000 0000 0000 0341');
    await page.getByRole('button', { name: /^Start \d+-Day Free Trial$/ }).click();
    await expect(page).toHaveURL(/\/account$/);
    const card = page.getByRole('region', { name: 'Subscription' });
    // A trial goes once per card (ADR 210), and 0341 is the only card that saves but cannot be charged: if another
    // journey had its trial, the first charge is taken (and fails) at once, else when the trial ends.
    const trialing = card.getByText('Trialing', { exact: true });
    await expect(trialing.or(card.getByText('Past Due', { exact: true }))).toBeVisible();
    if (await trialing.isVisible()) {
      await advanceClock(page, 8);
      await page.reload();
    }
    await expect(card.getByText('Past Due', { exact: true })).toBeVisible(AFTER_CLOCK);
    await expect(card.getByText('Payment Failed')).toBeVisible();

    // a new card through the add dialog, then the old one removed after the confirmation
    await page.goto('/payment-methods');
    const saved = page.getByRole('list', { name: 'Saved cards' });
    await expect(saved.getByText('Visa ending in 0341', { exact: true })).toBeVisible(AFTER_CLOCK);
    await page.getByRole('button', { name: 'Add Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a card' });
    await fillCard(page, '5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Save Card' }).click();
    await expect(toastTitle(page, 'Payment Method Added')).toBeVisible();
    await expect(saved.getByText('Mastercard ending in 4444', { exact: true })).toBeVisible();

    // The product's own confirmation (issue 32), not the browser's confirm().
    await saved.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
    const confirmRemove = page.getByRole('alertdialog', { name: 'Remove Mastercard ending in 4444?' });
    await expect(confirmRemove.getByText('Are you sure you want to remove this payment method?')).toBeVisible();
    await confirmRemove.getByRole('button', { name: 'Remove card' }).click();
    await expect(toastTitle(page, 'Payment Method Removed')).toBeVisible();
    await expect(saved.getByText('Mastercard ending in 4444', { exact: true })).toHaveCount(0);
  });

  for (const [route, heading] of [
    ['/subscription-plans', 'Choose Your Plan'],
    ['/subscribe/suepro', 'Subscribe to SuePro Business'],
    ['/subscribe/attorney-search', 'Get attorney search'],
    ['/subscribe-simple', 'Subscribe'],
    ['/subscribe-old/suego', 'Subscribe to SueGo'],
    ['/subscribe-steps/suepro', 'Subscribe to SuePro Business'],
    ['/subscribe-setup?plan=suego', 'Subscribe to SueGo'],
  ] as const) {
    test(`${route} renders its variant and passes axe`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByTestId(/^plan-/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
