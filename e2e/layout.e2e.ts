import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enrolStaffByApi } from './staff';

/**
 * Issue 32: no page scrolls sideways on a phone or a tablet, and the home page's "Unlock full search" button is
 * whole and clickable on a laptop. ONE page walks the named routes below, signed out, as a claimant and as staff;
 * each route is loaded once and the page is resized to every width (no reload per width), so the walk takes
 * seconds. A route added to the app belongs in one of these lists.
 */
/** Phones and a tablet; staff pages also at 1024 and 1280 px, either side of where their longer navigation leaves the menu button. */
const WIDTHS = [360, 390, 768] as const;
const STAFF_WIDTHS = [360, 768, 1024, 1280] as const;

const SIGNED_OUT = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/questionnaire',
  '/subscription-plans',
  '/subscribe/suego',
  '/subscribe/attorney-search',
  '/subscribe/attorney-search-payment',
  '/subscribe-simple',
  '/subscribe-old/suepro',
  '/subscribe-steps/suego',
  '/subscribe-setup?plan=suego',
  '/attorney-referral',
  '/support',
  '/terms-of-service',
  '/privacy-policy',
  '/legal-disclaimer',
  '/test-login',
  '/test-login-simple',
  '/input-test',
  '/test-simple',
  '/no-such-page',
] as const;

const SIGNED_IN = (paid: string, pending: string) => [
  '/',
  '/account',
  '/account/requests',
  '/my-documents',
  '/payment-methods',
  '/attorney-referral',
  '/subscription-plans',
  `/checkout/${pending}`,
  `/document/${pending}`,
  `/document/${paid}`,
  `/document-preview/${paid}`,
  `/editor/${paid}`,
  `/case-review?caseId=${paid}`,
];

const STAFF = ['/admin/support', '/admin/outbox', '/admin/outcomes', '/audit'] as const;

const PASSWORD = 'correct horse battery';
const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Counts the page's requests in flight, so "loaded" means the data is there, without networkidle's 500 ms. */
function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = () => (inFlight = Math.max(0, inFlight - 1));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

async function settle(page: Page, inFlight: () => number): Promise<void> {
  // A route's code and data: on a loaded machine a lazy chunk can take seconds.
  await expect(page.locator('main [data-slot="skeleton"]')).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(inFlight, { intervals: [25, 50, 100] }).toBe(0);
}

/** Elements sticking out past the viewport's right edge, widest first: what to fix when the page scrolls sideways. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > limit + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} "${(el.textContent ?? '').trim().slice(0, 40)}" → ${Math.round(right)} px`,
      );
  });

interface WidthProblem {
  route: string;
  width: number;
  pageWidth: number;
  culprits: string[];
}

/**
 * The page's width and the viewport's (without a scrollbar), a task after the resize so the page has reacted; and
 * the amounts it shows without a thousands separator ("$3200.00", issue 32).
 */
const measure = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ page: number; viewport: number; bare: string[] }>((resolve) =>
        setTimeout(
          () =>
            resolve({
              page: document.documentElement.scrollWidth,
              viewport: document.documentElement.clientWidth,
              bare: document.body.innerText.match(/\$\d{4,}(?:\.\d\d)?\b/g) ?? [],
            }),
          0,
        ),
      ),
  );

/**
 * Opens each route in the single-page app the way its links do (history.pushState, which wouter follows), waits for
 * its data, then measures it at every width.
 */
async function walk(
  page: Page,
  inFlight: () => number,
  routes: readonly string[],
  who: string,
  sizes: readonly number[] = WIDTHS,
): Promise<WidthProblem[]> {
  const problems: WidthProblem[] = [];
  let order = [...sizes];
  for (const route of routes) {
    // Each route starts at the width the last one ended at (one resize fewer per route).
    await page.evaluate((to) => window.history.pushState(null, '', to), route);
    await settle(page, inFlight);
    for (const width of order) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
      const measured = await measure(page);
      if (measured.page > measured.viewport)
        problems.push({
          route: `${who} ${route}`,
          width,
          pageWidth: measured.page,
          culprits: await overflowing(page),
        });
      // Amounts people read carry the thousands separator: "$3,200.00", never "$3200.00" (issue 32).
      if (measured.bare.length > 0 && width === order[0])
        problems.push({ route: `${who} ${route}`, width: 0, pageWidth: 0, culprits: measured.bare });
    }
    order = order.reverse();
  }
  return problems;
}

/** The "Unlock full search" button is inside its card and is what a click at its centre reaches (nothing covers it). */
async function expectUnlockButtonWhole(page: Page): Promise<void> {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await measure(page); // a task later: the page has reacted to the resize
    const button = page.getByRole('button', { name: /^Unlock full search – \$\d+\.\d{2}$/ });
    await button.scrollIntoViewIfNeeded();
    // The section below the card is laid out with `content-visibility: auto`: until the next frame after the scroll it
    // keeps its placeholder height, so hit-testing waits for two frames, as a person's click always does.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const hit = await button.evaluate((b) => {
      const r = b.getBoundingClientRect();
      const card = b.closest('[data-slot="card"]')!.getBoundingClientRect();
      const atCentre = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        centreIsButton: atCentre !== null && (atCentre === b || b.contains(atCentre)),
        insideCard: r.left >= card.left && r.right <= card.right,
      };
    });
    expect.soft({ width, ...hit }).toEqual({ width, centreIsButton: true, insideCard: true });
  }
}

async function register(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/register', {
    data: { name: 'Lee Layout', email, password: PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

async function openCase(request: APIRequestContext, token: string, email: string): Promise<string> {
  const res = await request.post('/api/cases', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      formData: {
        caseType: 'security-deposit',
        state: 'TX',
        plaintiffName: 'Lee Layout',
        plaintiffEmail: email,
        plaintiffAddress: '1200 Barton Springs Road, Apartment 4B, Austin, TX 78704',
        plaintiffPhone: '(512) 555-0100',
        defendantName: 'Riverside Property Management Company LLC',
        defendantAddress: '98765 Longest Boulevard Name Imaginable, Suite 1200, San Antonio, TX 78205',
        disputeDescription:
          'The landlord kept my whole deposit of $3,200.00 without an itemised list of deductions.',
        amountClaimed: '3200.00',
        incidentDate: '2026-01-15',
        attemptedResolution: 'Two letters and a phone call.',
        evidenceDescription: 'Lease, move-out photos, the bank transfer of the deposit.',
        documentType: 'demand_letter',
        agreedToTerms: true,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function pay(request: APIRequestContext, token: string, caseId: string): Promise<void> {
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
}

interface Accounts {
  token: string;
  paid: string;
  pending: string;
  staffToken: string;
}
let accounts: Accounts;

// The accounts and cases the walk needs, made through the API before the timed walk; the claimant's letter is
// drafted while the signed-out part runs.
test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  const email = unique('layout');
  const token = await register(request, email);
  const paid = await openCase(request, token, email);
  const pending = await openCase(request, token, email);
  await pay(request, token, paid);
  const staff = await enrolStaffByApi(request, {
    email: 'e2e-layout-staff@example.com',
    password: PASSWORD,
    name: 'Sky Staff',
  });
  accounts = { token, paid, pending, staffToken: staff.token };
  await request.dispose();
});

test('no page scrolls sideways at 360, 390 or 768 px; the $1.99 button is whole at 1280 px; amounts have separators', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // twice the 60 s budget for the walk, for a loaded CI machine
  const { token, paid, pending, staffToken } = accounts;
  const inFlight = trackRequests(page);
  await page.goto('/');
  const problems = await walk(page, inFlight, SIGNED_OUT, 'visitor');
  await page.evaluate(() => window.history.pushState(null, '', '/'));
  await settle(page, inFlight);
  await expectUnlockButtonWhole(page);

  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  await page.reload();
  await expect
    .poll(
      async () =>
        (
          (await (
            await request.get(`/api/cases/${paid}`, { headers: { Authorization: `Bearer ${token}` } })
          ).json()) as { status: string }
        ).status,
      { timeout: 30_000 },
    )
    .toBe('completed');
  problems.push(...(await walk(page, inFlight, SIGNED_IN(paid, pending), 'claimant')));
  await page.evaluate(() => window.history.pushState(null, '', '/'));
  await settle(page, inFlight);
  await expectUnlockButtonWhole(page);

  await page.evaluate((t) => localStorage.setItem('auth_token', t), staffToken);
  await page.reload();
  problems.push(...(await walk(page, inFlight, STAFF, 'staff', STAFF_WIDTHS)));

  expect(problems).toEqual([]);
});
