import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expectNoSeriousA11yViolations } from './axe';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const PLAINTIFF = 'Pat Editor';
const DEFENDANT = 'Northwind Traders LLC';
const FIRST_EDIT = 'P.S. Exhibit D: the signed delivery receipt.';
const SECOND_EDIT = 'A copy goes to my bookkeeper, Morgan Quill.';

const form = (email: string) => ({
  caseType: 'unpaid-work',
  state: 'CA',
  plaintiffName: PLAINTIFF,
  plaintiffEmail: email,
  plaintiffAddress: '12 Oak Street, Fresno, CA 93701',
  plaintiffPhone: '555-0100',
  defendantName: DEFENDANT,
  defendantAddress: '400 Market Street, San Francisco, CA 94105',
  disputeDescription: 'I translated their product catalogue. Invoice #77 for $1,900.00 is still unpaid.',
  amountClaimed: '1900.00',
  incidentDate: '2025-06-01',
  attemptedResolution: 'Emailed three reminders and called once.',
  evidenceDescription: 'Signed order, invoice #77 and the reminder emails.',
  documentType: 'demand_letter',
  agreedToTerms: true,
});

/** A new account whose case was paid for with the sandbox's succeeding card and whose letter is generated. */
async function accountWithLetter(request: APIRequestContext): Promise<{ token: string; caseId: string }> {
  const email = uniqueEmail('editor');
  const registered = await request.post('/api/auth/register', {
    data: { name: PLAINTIFF, email, password: 'correct horse battery' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const data = form(email);
  const created = await request.post('/api/cases', { headers, data: { formData: data } });
  expect(created.status(), await created.text()).toBe(201);
  const { id: caseId } = (await created.json()) as { id: string };

  const intent = await request.post('/api/create-payment-intent', { headers, data: { caseId } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post('/api/sandbox/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/cases/${caseId}`, { headers })).json()) as { status: string })
          .status,
      {
        timeout: 30_000,
      },
    )
    .toBe('completed');
  return { token, caseId };
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true });

async function saveVersion(page: Page, summary: string, version: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Edit summary' }).fill(summary);
  await page.getByRole('button', { name: 'Save Version' }).click();
  await expect(toast(page, 'Document Saved')).toBeVisible();
  await expect(
    page.getByText('Your changes have been saved as a new revision.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`Version ${version}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Edit summary' })).toHaveValue('');
}

test.describe('the document editor', () => {
  test('edit → save with and without a summary → compare 1.0 and 1.2 → activate 1.0 → its PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { token, caseId } = await accountWithLetter(request);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

    await page.goto(`/editor/${caseId}`);
    await expect(page.getByText('Unpaid Work case for CA • $1,900.00')).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Document text' });
    await expect(text).toHaveAttribute('placeholder', 'Document content will appear here...');
    await expect(text).toHaveValue(new RegExp(DEFENDANT));
    const original = await text.inputValue();
    await expect(page.getByText('Version 1.0', { exact: true })).toBeVisible();
    expect(await text.evaluate((el) => parseFloat(getComputedStyle(el).minHeight))).toBeGreaterThanOrEqual(
      500,
    );
    expect(await text.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    await expect(page.getByRole('heading', { name: 'Case Complexity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // First edit: without a summary nothing is sent, with one it becomes 1.1.
    await text.fill(`${original}\n\n${FIRST_EDIT}`);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/cases/${caseId}/revisions`)) posts++;
    });
    await page.getByRole('button', { name: 'Save Version' }).click();
    await expect(toast(page, 'Edit Summary Required')).toBeVisible();
    await expect(page.getByText('Please provide a summary of your changes.', { exact: true })).toBeVisible();
    expect(posts).toBe(0);
    await saveVersion(page, 'Added exhibit D', '1.1');
    expect(posts).toBe(1);

    // Unsaved text survives a reload.
    await text.fill(`${original}\n\n${FIRST_EDIT}\n${SECOND_EDIT}`);
    await page.waitForTimeout(500); // the draft is written 300 ms after the last keystroke
    let askedBeforeLeaving = false;
    page.once('dialog', (dialog) => {
      askedBeforeLeaving = dialog.type() === 'beforeunload';
      void dialog.accept();
    });
    await page.reload();
    expect(askedBeforeLeaving).toBe(true);
    await expect(page.getByText('Unsaved changes restored')).toBeVisible();
    await expect(text).toHaveValue(`${original}\n\n${FIRST_EDIT}\n${SECOND_EDIT}`);
    await saveVersion(page, 'Copy to my bookkeeper', '1.2');

    // History: all three, 1.2 active; compare 1.0 with 1.2 word by word.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Revisions' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.locator('[aria-current="true"]')).toContainText('Version 1.2');
    await page.getByRole('combobox', { name: 'From version' }).selectOption({ label: 'Version 1.0' });
    await page.getByRole('combobox', { name: 'To version' }).selectOption({ label: 'Version 1.2' });
    const diff = page.getByTestId('word-diff');
    await expect(diff.locator('ins')).not.toHaveCount(0);
    await expect(diff.locator('ins').filter({ hasText: 'Exhibit' })).not.toHaveCount(0);
    await expect(diff.locator('ins').filter({ hasText: 'Quill' })).not.toHaveCount(0);
    await expect(diff.locator('del')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Activate 1.0: the editor, the badge and the PDF follow it.
    await page.getByRole('button', { name: 'Activate version 1.0' }).click();
    await expect(toast(page, 'Revision Activated')).toBeVisible();
    await expect(page.getByText('The selected revision is now active.', { exact: true })).toBeVisible();
    await expect(history.locator('[aria-current="true"]')).toContainText('Version 1.0');
    await expect(text).toHaveValue(original);

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(`legal-document-${caseId}.pdf`);
    const bytes = readFileSync(await download.path());
    const { text: pdfText } = await extractText(new Uint8Array(bytes), { mergePages: true });
    const flat = pdfText.replace(/\s+/g, ' ');
    expect(flat).toContain(DEFENDANT);
    expect(flat).toContain(PLAINTIFF);
    expect(flat).not.toContain('Exhibit D');
    expect(flat).not.toContain('Quill');

    // My Documents previews the active revision too.
    await page.goto('/my-documents');
    await expect(page.getByText(DEFENDANT).first()).toBeVisible();
    await expect(page.getByText(/Exhibit D/)).toHaveCount(0);
  });

  test("another user's case is 'Document Not Found'", async ({ page, request }) => {
    test.setTimeout(120_000);
    const owner = await accountWithLetter(request);
    const email = uniqueEmail('other');
    const other = await request.post('/api/auth/register', {
      data: { name: 'Other', email, password: 'correct horse battery' },
    });
    const { token } = (await other.json()) as { token: string };
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await page.goto(`/editor/${owner.caseId}`);
    await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
    await expect(page.getByText('The requested document could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  });
});
