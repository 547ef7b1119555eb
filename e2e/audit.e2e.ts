import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { enrolByApi, setRoleByCommand } from './staff';

/**
 * The auditor's journey (issue 17): a claimant pays for a case in the sandbox; an auditor (made with the operator
 * command `npm run users:role`, as an operator would) finds it by the claimant's email, reads the timeline, moves
 * the time slider with the keyboard to before the payment and sees the case as it was then; the claimant then
 * downloads their data and the file holds the case.
 */

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function signUp(request: APIRequestContext, name: string, email: string): Promise<string> {
  const res = await request.post('/api/auth/register', { data: { name, email, password: 'correct horse battery' } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
}

test('an auditor finds a paid case by email, replays it to before the payment; the claimant downloads their data', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const claimantEmail = unique('claimant');
  const claimantToken = await signUp(request, 'Casey Claimant', claimantEmail);
  const auth = { Authorization: `Bearer ${claimantToken}` };
  const opened = await request.post('/api/cases', {
    headers: auth,
    data: {
      formData: {
        caseType: 'unpaid-work',
        state: 'CA',
        plaintiffName: 'Casey Claimant',
        plaintiffEmail: claimantEmail,
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
      },
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const caseId = ((await opened.json()) as { id: string }).id;

  // The claimant pays in the browser (sandbox card).
  const claimant = await browser.newContext();
  const claimantPage = await claimant.newPage();
  await signIn(claimantPage, claimantToken);
  await claimantPage.goto(`/checkout/${caseId}`);
  await claimantPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await claimantPage.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await claimantPage.getByLabel('CVC').fill('123');
  await claimantPage.getByRole('button', { name: /^Pay / }).click();
  await expect(claimantPage).toHaveURL(new RegExp(`/document/${caseId}$`));

  // The auditor: an account made an auditor with the operator command.
  const auditorEmail = unique('auditor');
  const signedUp = await signUp(request, 'Ada Auditor', auditorEmail);
  // Auditors pass a second factor like staff (issue 22): the command hands out the one-time enrolment code.
  const { enrolmentCode } = await setRoleByCommand(auditorEmail, 'auditor');
  const { token: auditorToken } = await enrolByApi(request, signedUp, enrolmentCode!);
  const auditor = await browser.newContext();
  const page = await auditor.newPage();
  await signIn(page, auditorToken);
  await page.goto('/account');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Case ID or claimant email').fill(claimantEmail);
  await page.getByRole('button', { name: 'Look up' }).click();
  const found = page.getByRole('list', { name: 'Cases found' });
  await expect(found.getByText(caseId)).toBeVisible();
  await found.getByRole('button', { name: /^Open timeline of / }).click();

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText(/^Case opened: Unpaid Work v\. Acme Design LLC/)).toBeVisible();
  await expect(timeline.getByText(/^Payment of \$\d+\.\d{2} received/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'The case now' }).getByText(/^(Paid \(document being drafted\)|Completed)$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: step the slider back until it rests just before the payment.
  const slider = page.getByRole('slider', { name: 'Case as of' });
  await slider.focus();
  for (let i = 0; i < 20; i++) {
    const text = (await slider.getAttribute('aria-valuetext')) ?? '';
    if (!/Payment of|Document|Revision|Complexity|Covered/.test(text.split(': ').slice(1).join(': '))) break;
    await page.keyboard.press('ArrowLeft');
  }
  await expect(slider).toHaveAttribute('aria-valuetext', /Checkout started|Case opened|Complexity assessed/);
  await expect(page).toHaveURL(/[?&]asOf=/);
  await expect(page.getByRole('heading', { name: /^The case as of / })).toBeVisible();
  const asOfPanel = page.getByRole('region', { name: /^The case as of / });
  await expect(asOfPanel.getByText('Pending payment', { exact: true })).toBeVisible();
  await expect(asOfPanel.getByText('Not paid', { exact: true })).toBeVisible();
  await expect(timeline.getByText('(after the chosen instant)').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The address reproduces the view.
  const shared = page.url();
  const again = await auditor.newPage();
  await again.goto(shared);
  await expect(again.getByRole('region', { name: /^The case as of / }).getByText('Not paid', { exact: true })).toBeVisible();

  // Every lookup was recorded: the auditor's own log lists them.
  await expect(page.getByRole('list', { name: 'Lookups' }).getByText(new RegExp(`opened case ${caseId} as of`)).first()).toBeVisible({ timeout: 20_000 });
  await auditor.close();

  // The claimant downloads their data.
  await claimantPage.goto('/account');
  await expect(claimantPage.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectNoSeriousA11yViolations(claimantPage);
  const [download] = await Promise.all([
    claimantPage.waitForEvent('download'),
    claimantPage.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^suego-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()), 'utf8')) as {
    profile: { email: string };
    cases: { case: { id: string }; events: { type: string }[] }[];
  };
  expect(data.profile.email).toBe(claimantEmail);
  const mine = data.cases.find((c) => c.case.id === caseId);
  expect(mine?.events.map((e) => e.type)).toEqual(expect.arrayContaining(['CaseOpened', 'PaymentSucceeded']));
  expect(JSON.stringify(data)).not.toContain(auditorEmail);
  await expect(claimantPage.getByText(/^Your data was saved as suego-data-/)).toBeVisible();
  await claimant.close();
});
