import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const PLAINTIFF = 'Pat Documents';
const DEFENDANT = 'Acme Widgets LLC';

const form = (email: string) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: PLAINTIFF,
  plaintiffEmail: email,
  plaintiffAddress: '12 Oak Street, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: DEFENDANT,
  defendantAddress: '400 Market Street, San Francisco, CA 94105',
  disputeDescription: 'I designed and built their website. Invoice #42 for $2,500.00 is still unpaid.',
  amountClaimed: '2500.00',
  incidentDate: '2025-06-01',
  attemptedResolution: 'Emailed three reminders in July and called once.',
  evidenceDescription: 'Signed contract, invoice #42 and the reminder emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

/** A new account and a case waiting for payment, through the API. */
async function accountWithCase(request: APIRequestContext): Promise<{ token: string; caseId: string }> {
  const email = uniqueEmail('documents');
  const registered = await request.post('/api/auth/register', {
    data: { name: PLAINTIFF, email, password: 'correct horse battery' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };

  const data = form(email);
  const created = await request.post('/api/cases', {
    headers: { Authorization: `Bearer ${token}` },
    data: { caseType: data.caseType, state: data.state, formData: data, amount: data.amountClaimed },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, status } = (await created.json()) as { id: string; status: string };
  expect(status).toBe('pending');
  return { token, caseId: id };
}

/** Pays for the case with the sandbox gateway's succeeding test card, as the checkout page does. */
async function payWithSandboxCard(request: APIRequestContext, token: string, caseId: string): Promise<void> {
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
  expect(await confirmed.json()).toMatchObject({ status: 'succeeded' });
}

/**
 * Records, from the first paint, what the document card shows: the live region's announcements and the
 * step marked aria-current. Generation takes well under a second, so the progress may come and go
 * between two of the test's own checks; the recording does not miss it.
 */
async function recordProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __progress: string[] }).__progress = seen;
    const note = (entry: string) => {
      if (seen.at(-1) !== entry) seen.push(entry);
    };
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Payment Required')) note('payment-required');
      const list = document.querySelector('ol[aria-label="Document progress"]');
      if (list) {
        const current = list.querySelectorAll('[aria-current="step"]');
        const label = current[0]?.textContent ?? '';
        note(`step:${current.length}:${/Queued|Drafting|Rendering|Ready/.exec(label)?.[0] ?? '?'}`);
      }
      if (document.querySelector('[data-testid="document-letter"]')) note('document');
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      }),
    );
  });
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

test.describe('the document after payment', () => {
  test('pay → watch the progress → preview → download the PDF', async ({ page, request }) => {
    test.setTimeout(240_000);
    const { token, caseId } = await accountWithCase(request);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await recordProgress(page);

    // Before payment: the return page waits for it
    await page.goto(`/document/${caseId}`);
    const summary = page.getByRole('region', { name: 'Case Summary' });
    await expect(summary).toBeVisible();
    for (const text of ['Unpaid Work', '$2,500.00', 'Demand Letter']) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible();
    }
    const documentCard = page.getByRole('region', { name: 'Your Legal Document' });
    await expect(documentCard.getByText('Payment Required', { exact: true })).toBeVisible();
    await expect(documentCard.getByRole('link', { name: /Continue to Payment/ })).toHaveAttribute(
      'href',
      `/checkout/${caseId}`,
    );
    await expectNoSeriousA11yViolations(page);

    // Pay: the page notices within 3 s, follows the generation and shows the document
    await payWithSandboxCard(request, token, caseId);
    const letter = documentCard.getByRole('article', { name: /^Document text/ });
    await expect(letter).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByText('Completed', { exact: true })).toBeVisible();

    const progress = await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    test.info().annotations.push({ type: 'progress seen', description: progress.join(' → ') });
    expect(progress[0]).toBe('payment-required');
    expect(progress.at(-1)).toBe('document');
    // whatever steps were caught on screen: one current step at a time, in order
    const steps = progress.filter((p) => p.startsWith('step:'));
    const order = ['Queued', 'Drafting', 'Rendering', 'Ready'];
    for (const step of steps) expect(step).toMatch(/^step:1:(Queued|Drafting|Rendering|Ready)$/);
    const indexes = steps.map((s) => order.indexOf(s.split(':')[2]!));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    // the status the page followed ended completed
    const generation = await request.get(`/api/cases/${caseId}/generation`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(generation.ok()).toBe(true);
    expect(await generation.json()).toMatchObject({ stage: 'completed', lastError: null });

    // The preview: the parties and the amount, in the serif, with the reminder
    await expect(letter).toContainText(PLAINTIFF);
    await expect(letter).toContainText(DEFENDANT);
    await expect(letter).toContainText('$2,500.00');
    expect(await letter.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Source Serif 4');
    // Formatted like the PDF (issue 12): headings and tables, never the raw markup
    await expect(letter.getByRole('heading', { name: 'Statement of facts' })).toBeVisible();
    await expect(letter.getByRole('table').first()).toContainText('Total amount demanded');
    await expect(letter).not.toContainText('## ');
    await expect(
      documentCard.getByText(/SueGo is not a law firm and does not provide legal advice/).first(),
    ).toBeVisible();
    await expect(documentCard.getByRole('link', { name: 'Edit in Document Editor' })).toHaveAttribute(
      'href',
      `/editor/${caseId}`,
    );
    await expectNoSeriousA11yViolations(page);

    // Download PDF: fetched with the session, saved under the spec's name
    const downloadEvent = page.waitForEvent('download');
    await documentCard.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`legal-document-${caseId}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expect(page.getByText('Download Failed')).toHaveCount(0);
    await expect(documentCard.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

    // The same document on the preview page, usable on a phone
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/document-preview/${caseId}`);
    await expect(page.getByRole('article', { name: /^Document text/ })).toContainText(DEFENDANT);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("another user's case is 'Case not found'", async ({ page, request }) => {
    const owner = await accountWithCase(request);
    const other = await accountWithCase(request);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), other.token);
    await page.goto(`/document/${owner.caseId}`);
    await expect(page.getByRole('heading', { name: 'Case not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
