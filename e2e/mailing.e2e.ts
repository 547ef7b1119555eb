import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { documentedCase } from './documented-case';

/**
 * "Mail it for me" (issue 28) in the browser, on the sandbox mail provider and the sandbox test clock: preview the
 * exact pages with both addresses in the envelope windows, confirm, pay the mailing as its own purchase, follow it
 * to delivered on day 3, and find the proof.
 */
const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('mail it for me: preview the exact pages, pay, follow it to delivered, download the proof', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, auth, caseId } = await documentedCase(request, { name: 'Marta Mailer', label: 'marta' });
  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`/document/${caseId}`);

  const panel = page.getByRole('region', { name: 'Mail it for me' });
  // The panel appears with the completed document; a loaded shared host can take a while to get there.
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(
    panel.getByRole('radio', { name: /USPS Certified Mail with electronic return receipt — \$12\.95/ }),
  ).toBeChecked();
  await panel.getByRole('button', { name: 'Mail it for me' }).click();

  // The exact pages: the address page with both windows, then the letter pages only.
  await expect(panel.getByTestId('return-window')).toHaveText(
    /Marta Mailer\s*5 Court St\s*Brooklyn, NY 11201/,
  );
  await expect(panel.getByTestId('recipient-window')).toHaveText(
    /Brightline Studio LLC\s*100 Broadway\s*New York, NY 10005/,
  );
  await expect(panel.getByText('Test mode: letters are not really mailed.')).toBeVisible();
  const letter = panel.getByRole('article', { name: 'The letter pages as they will print' });
  await expect(letter).toContainText('Sincerely,');
  await expect(letter).not.toContainText('Your private notes');
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Confirm and pay $12.95' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $12.95' }).click();
  await expect(page.getByText('Payment Processed', { exact: true })).toBeVisible();

  const tracking = panel.getByRole('article', {
    name: /USPS Certified Mail with electronic return receipt: (Mailed|Being printed)/,
  });
  await expect(panel.getByTestId('mailing-status')).toHaveText('Mailed', { timeout: 15_000 });
  await expect(tracking).toContainText('USPS tracking number');
  await expect(tracking).toContainText('Test mode: this letter was not really mailed.');
  await expect(tracking).toContainText('Response date in your letter');
  await expect(tracking.getByRole('button', { name: 'Download the mailed letter (PDF)' })).toBeVisible();

  // Three days on the sandbox clock: in transit, then delivered.
  expect(
    (await request.post('/api/sandbox/test-clock/advance', { headers: auth, data: { days: 3 } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(panel.getByTestId('mailing-status')).toHaveText('Delivered', { timeout: 15_000 });
  await expect(panel.getByText('Delivered on', { exact: true })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Tracking history' })).toContainText('In Transit');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the mailed letter (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^mailed-letter-.+\.pdf$/);
  await expectNoSeriousA11yViolations(page);
});
