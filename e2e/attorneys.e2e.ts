import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Issue 15 journeys against the built app on its embedded database, with the 15,000-attorney sample directory it
 * loads on first start (in the background: each journey waits for it) and the sandbox gateway.
 */

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

interface Session {
  token: string;
  headers: { Authorization: string };
}

/** The sample directory is loaded (the app loads it in the background after its first start). */
async function directoryLoaded(request: APIRequestContext): Promise<number> {
  let total = 0;
  await expect
    .poll(
      async () =>
        (total = ((await (await request.get('/api/attorneys/stats')).json()) as { total: number }).total),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(15_000);
  return total;
}

async function price(
  request: APIRequestContext,
  addon: 'attorney_search' | 'attorney_referral',
): Promise<string> {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    addons: { id: string; amount: number }[];
  };
  const cents = pricing.addons.find((a) => a.id === addon)!.amount;
  return `$${(cents / 100).toFixed(2)}`;
}

async function signUp(request: APIRequestContext, name = 'Alex Attorney-Seeker'): Promise<Session> {
  const res = await request.post('/api/auth/register', {
    data: { name, email: uniqueEmail('attorneys'), password: 'correct horse battery' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

/** A new user on the SueGo trial (card saved through the sandbox), so search and referrals are included. */
async function subscribe(request: APIRequestContext): Promise<Session> {
  const res = await request.post('/api/create-subscription-with-signup', {
    data: {
      plan: 'suego',
      name: 'Sam Subscriber',
      email: uniqueEmail('attorneys-sub'),
      password: 'correct horse battery',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { token, clientSecret } = (await res.json()) as { token: string; clientSecret: string };
  expect((await request.post('/api/sandbox/confirm', { data: { ...CARD, clientSecret } })).ok()).toBe(true);
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript((token) => window.localStorage.setItem('auth_token', token), session.token);
}

async function fillCard(page: Page, scope = page.locator('body')): Promise<void> {
  await scope.getByLabel('Card number').fill('4242 4242 4242 4242');
  await scope.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await scope.getByLabel('CVC').fill('123');
}

async function fillReferralForm(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Attorney referral request' });
  await form.getByLabel('Type of case (required)').selectOption({ label: 'Landlord-Tenant Issues' });
  await form.getByLabel('State (required)').selectOption('TX');
  await form.getByLabel('Your ZIP code (required)').fill('78701');
  await form
    .getByLabel('What happened? (required)')
    .fill('My landlord kept my $1,200 deposit after I moved out in September.');
  await form.getByLabel('How soon do you need help?').selectOption({ label: 'High - Within 3 days' });
  await form.getByLabel('Email (required)').fill('renter@example.com');
  await form.getByRole('button', { name: 'Request Attorney Referral' }).click();
}

test.describe('attorneys', () => {
  test('a visitor searches the home teaser: at most 3 sample attorneys near the ZIP, labelled as sample data', async ({
    page,
    request,
  }) => {
    const total = await directoryLoaded(request);
    await page.goto('/#attorneys');
    const section = page.locator('#attorneys');
    await expect(
      section.getByRole('link', {
        name: `Browse the full directory (${total.toLocaleString('en-US')} attorneys)`,
      }),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Search Attorneys' }).click();
    await expect(page.getByText('State Required', { exact: true })).toBeVisible();

    const search = section.getByRole('form', { name: 'Attorney search' });
    await search.getByLabel('State').selectOption('TX');
    await search.getByLabel('Practice area').selectOption({ label: 'Landlord-Tenant Issues' });
    await search.getByLabel('City or ZIP code').fill('78701');
    await search.getByRole('button', { name: 'Search Attorneys' }).click();
    const cards = section.getByTestId('attorney-card');
    await expect(cards).toHaveCount(3);
    await expect(section.getByText(/^Showing 3 of [\d,]+ attorneys in Texas\.$/)).toBeVisible();
    await expect(cards.first().getByText('Sample data')).toBeVisible();
    await expect(cards.first().getByRole('link', { name: /Call/ })).toBeVisible();
    await expect(cards.first().getByText(/mi away/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('buys one-time search for the catalog price, then searches by ZIP and contacts an attorney', async ({
    page,
    request,
  }) => {
    await directoryLoaded(request);
    const session = await signUp(request);
    await signIn(page, session);
    const searchPrice = await price(request, 'attorney_search');
    await page.goto('/attorney-referral');
    await expect(page.getByRole('heading', { name: 'Unlock the attorney directory' })).toBeVisible();
    await expect(page.getByText(searchPrice, { exact: true })).toBeVisible();

    await page.goto('/#attorneys');
    await page
      .getByRole('button', { name: `Unlock full search – ${searchPrice.replace(/\.00$/, '')}` })
      .click();
    const dialog = page.getByRole('dialog');
    await fillCard(page, dialog);
    await dialog.getByRole('button', { name: `Pay ${searchPrice}` }).click();
    await expect(page.getByText('Attorney search is unlocked for 30 days.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/attorney-referral$/);
    await expect(page.getByText(/Your one-time attorney search runs until/)).toBeVisible();

    const form = page.getByRole('form', { name: 'Find attorneys' });
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Specialty').selectOption({ label: 'Contract' });
    await form.getByLabel('ZIP code').fill('94105');
    await form.getByRole('button', { name: 'Find Attorneys' }).click();
    await expect(
      page.getByRole('heading', { name: /attorneys near San Francisco, CA 94105$/ }),
    ).toBeVisible();
    const cards = page.getByTestId('attorney-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByText(/mi away/)).toBeVisible();
    // Sorted by distance, as the page says (issue 32: no more 5-mile bands reading 5, 4.7, 8.4…).
    const miles = (await cards.getByText(/mi away/).allTextContents()).map((t) =>
      Number(/([\d.]+) mi away/.exec(t)![1]),
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page);
    const first = cards.first();
    const name = (await first.getByRole('heading').textContent())!;
    await first.getByRole('button', { name: `Contact Attorney ${name}` }).click();
    // Consent first (issue 37 point 4): the dialog lists what is shared; nothing goes before "Send my details".
    const consent = page.getByRole('dialog', { name: `Send your details to ${name}?` });
    await expect(consent).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await consent.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByText('Contact Request Sent', { exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`Sent to ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`)),
    ).toBeVisible();
  });

  test('a subscriber requests a referral: included, sent at once, and the page shows whom it went to', async ({
    page,
    request,
  }) => {
    await directoryLoaded(request);
    const session = await subscribe(request);
    await signIn(page, session);
    await page.goto('/attorney-referral');
    await expect(page.getByText('Attorney search is included with your plan.')).toBeVisible();
    await expect(page.getByText(/Referral: included with your plan\./)).toBeVisible();
    await fillReferralForm(page);
    const sentTo = page.getByRole('list', { name: 'Attorneys your request was sent to' });
    await expect(sentTo.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Referral Request Submitted').first()).toBeVisible();
    await expect(page.getByText('Referral request', { exact: true })).toBeVisible();
  });

  test('a non-subscriber requests a referral from the home page: pays the fee by card, then it is sent', async ({
    page,
    request,
  }) => {
    await directoryLoaded(request);
    const session = await signUp(request, 'Nora Nonsubscriber');
    await signIn(page, session);
    const fee = await price(request, 'attorney_referral');
    await page.goto('/#attorneys');
    await expect(
      page.getByText(new RegExp(`Referral: ${fee.replace('$', '\\$').replace(/\.00$/, '')}\\.`)),
    ).toBeVisible();
    await fillReferralForm(page);
    await fillCard(page, page.locator('#attorneys'));
    await page
      .locator('#attorneys')
      .getByRole('button', { name: `Pay ${fee}` })
      .click();
    const sentTo = page.getByRole('list', { name: 'Attorneys your request was sent to' });
    await expect(sentTo.getByRole('listitem')).toHaveCount(3);
    const referrals = (await (
      await request.get('/api/attorney-referrals', { headers: session.headers })
    ).json()) as {
      referrals: { status: string; paymentMethod: string }[];
    };
    expect(referrals.referrals).toEqual([expect.objectContaining({ status: 'sent', paymentMethod: 'paid' })]);
  });

  test('the editor recommends 3 attorneys for the case, and Request Attorney Referral (Included) sends it', async ({
    page,
    request,
  }) => {
    await directoryLoaded(request);
    const session = await subscribe(request);
    const formData = {
      caseType: 'landlord-dispute',
      state: 'CA',
      plaintiffName: 'Sam Subscriber',
      plaintiffEmail: 'sam@example.com',
      plaintiffAddress: '12 Oak Street, Fresno, CA 93701',
      plaintiffPhone: '555-0100',
      defendantName: 'Valley Rentals LLC',
      defendantAddress: '400 Market Street, Fresno, CA 93721',
      disputeDescription: 'My landlord kept my $2,000 deposit without an itemized list.',
      amountClaimed: '2000.00',
      incidentDate: '2025-06-01',
      attemptedResolution: 'Asked twice by email.',
      evidenceDescription: 'Lease, move-out photos, emails.',
      documentType: 'demand_letter',
      agreedToTerms: true,
    };
    const created = await request.post('/api/cases', { headers: session.headers, data: { formData } });
    expect(created.status(), await created.text()).toBe(201);
    const { id: caseId } = (await created.json()) as { id: string };
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/cases/${caseId}`, { headers: session.headers })).json()) as {
              status: string;
            }
          ).status,
        { timeout: 30_000 },
      )
      .toBe('completed');

    await signIn(page, session);
    await page.goto(`/editor/${caseId}`);
    const card = page
      .getByRole('region', { name: 'Recommended Attorneys' })
      .or(page.locator('[aria-labelledby="recommended-attorneys-title"]'));
    await expect(card.getByText(/% match$/)).toHaveCount(3);
    await expect(
      card.getByText(/miles from you|Less than a mile from you|Handles landlord-tenant cases/).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(card.getByRole('button', { name: /Contact Attorney/ })).toHaveCount(0);
    const refer = card.getByRole('button', { name: /^Request Attorney Referral \(Included\) for / }).first();
    await refer.click();
    const consent = page.getByRole('dialog', { name: /^Send your details to .+\?$/ });
    await consent.getByRole('button', { name: 'Send my details' }).click();
    await expect(page.getByText('Attorney Referral Sent', { exact: true })).toBeVisible();
    await expect(page.getByText('Your referral has been sent successfully.', { exact: true })).toBeVisible();
    const history = (await (
      await request.get(`/api/audit/cases/${caseId}/history`, { headers: session.headers })
    ).json()) as {
      events: { type: string }[];
    };
    expect(history.events.map((e) => e.type)).toContain('AttorneyReferralSent');
  });
});
