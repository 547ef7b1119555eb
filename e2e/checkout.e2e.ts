import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Pay-per-document checkout against the real app in sandbox mode (no Stripe keys in e2e: Stripe.js cannot load
 * here, research §1.8). The sandbox follows Stripe's test cards: 4242… succeeds, 4000…0002 is declined.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A card expiry three years ahead, as MM/YY. */
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

interface Session {
  token: string;
  auth: { Authorization: string };
}

async function signUp(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/auth/register', {
    data: { name: 'Casey Checkout', email: uniqueEmail('checkout'), password: 'correct horse battery' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { token, auth: { Authorization: `Bearer ${token}` } };
}

// Sign-ups are rate-limited per IP (10 an hour), so this file signs up two accounts and gives each test its own case.
const accounts = new Map<string, Promise<Session>>();
function account(request: APIRequestContext, name: 'owner' | 'stranger'): Promise<Session> {
  let session = accounts.get(name);
  if (!session) {
    session = signUp(request);
    accounts.set(name, session);
  }
  return session;
}

async function openCase(request: APIRequestContext, session: Session): Promise<string> {
  const formData = {
    caseType: 'unpaid-work',
    state: 'CA',
    plaintiffName: 'Casey Checkout',
    plaintiffEmail: 'casey@example.com',
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
  const res = await request.post('/api/cases', {
    headers: session.auth,
    data: { caseType: formData.caseType, state: formData.state, formData, amount: formData.amountClaimed },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, status } = (await res.json()) as { id: string; status: string };
  expect(status).toBe('pending');
  return id;
}

/** The price the page must show: whatever the catalog says today, never a number copied into the test. */
async function demandLetterPrice(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/pricing');
  const pricing = (await res.json()) as { documents: { id: string; amount: number }[] };
  const cents = pricing.documents.find((d) => d.id === 'demand_letter')!.amount;
  return `$${(cents / 100).toFixed(2)}`;
}

async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), session.token);
}

async function fillCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
}

/** `paid` means paid for: the document is drafted within a second, so the case may already be `completed`. */
async function expectCaseStatus(request: APIRequestContext, session: Session, caseId: string, status: 'pending' | 'paid') {
  const accepted = status === 'paid' ? ['paid', 'completed'] : ['pending'];
  await expect
    .poll(async () => {
      const res = await request.get(`/api/cases/${caseId}`, { headers: session.auth });
      return accepted.includes(((await res.json()) as { status: string }).status);
    })
    .toBe(true);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

test.describe('checkout (sandbox gateway)', () => {
  test('a declined card shows "Payment Failed"; another card then pays and opens the document page', async ({
    page,
    request,
  }) => {
    const session = await account(request, 'owner');
    const caseId = await openCase(request, session);
    const price = await demandLetterPrice(request);
    await signIn(page, session);

    const intents: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/create-payment-intent')) intents.push(r.url());
    });

    await page.goto(`/checkout/${caseId}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toBeVisible();
    for (const text of ['Unpaid Work', 'California', '$2,500.00', 'Demand Letter']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^Test mode: use 4242 4242 4242 4242/)).toBeVisible();
    const pay = page.getByRole('button', { name: `Pay ${price}` });
    await expect(pay).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // declined
    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    const failure = page.locator('[data-slot="alert"]').filter({ hasText: 'Payment Failed' });
    await expect(failure).toContainText('Your card was declined.');
    await expect(failure).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/checkout/${caseId}$`));
    await expectCaseStatus(request, session, caseId, 'pending');
    await expectNoSeriousA11yViolations(page);

    // another card, same payment
    await fillCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page).toHaveURL(new RegExp(`/document/${caseId}$`));
    await expect(page.getByText('Payment Processed', { exact: true })).toBeVisible();
    await expectCaseStatus(request, session, caseId, 'paid');
    expect(intents).toHaveLength(1);

    // a paid case no longer offers checkout
    await page.goto(`/checkout/${caseId}`);
    await expect(page).toHaveURL(new RegExp(`/document-preview/${caseId}$`));
  });

  test('another account’s case shows "Case not found"', async ({ page, request }) => {
    const caseId = await openCase(request, await account(request, 'owner'));
    await signIn(page, await account(request, 'stranger'));
    await page.goto(`/checkout/${caseId}`);
    await expect(page.getByRole('heading', { name: 'Case not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('pays with the keyboard-friendly card form and lands on the document page', async ({ page, request }) => {
      const session = await account(request, 'owner');
      const caseId = await openCase(request, session);
      const price = await demandLetterPrice(request);
      await signIn(page, session);

      await page.goto(`/checkout/${caseId}`);
      await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);

      // promo codes are plan promotions: no promo box on a single document
      await expect(page.getByLabel('Promo code')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'SueGo and SuePro plans' })).toBeVisible();

      await fillCard(page, '4242424242424242');
      await page.getByLabel('CVC').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/document/${caseId}$`));
      await expectCaseStatus(request, session, caseId, 'paid');
    });
  });
});
