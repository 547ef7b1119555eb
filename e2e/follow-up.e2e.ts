import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { documentedCase, payWithSandboxCard } from './documented-case';
import { mailTo } from './mailbox';

/**
 * After the letter (issue 29) in the browser: a SueGo-mailed letter is delivered on day 3 of the sandbox test clock,
 * the reminder email's "They paid in full" button opens a confirmation page (opening it records nothing), the
 * button on the page records the answer, and the document page's journey then reads "Resolved: paid".
 */
test('a reminder email answer link: a confirmation page, recorded by its button, and the case reads "Resolved: paid"', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, token, auth, caseId } = await documentedCase(request, {
    name: 'Rita Reminder',
    label: 'rita',
  });

  // Mailed by SueGo (certified), delivered on day 3 of the test clock: the first reminder goes out.
  const mailing = await request.post(`/api/cases/${caseId}/mailings`, {
    headers: auth,
    data: { service: 'certified' },
  });
  expect(mailing.status(), await mailing.text()).toBe(201);
  await payWithSandboxCard(request, ((await mailing.json()) as { clientSecret: string }).clientSecret);
  const mailingStatus = async () =>
    (
      (await (await request.get(`/api/cases/${caseId}/mailings`, { headers: auth })).json()) as {
        status: string;
      }[]
    )[0]?.status;
  await expect.poll(mailingStatus, { timeout: 20_000 }).toBe('mailed');
  expect(
    (await request.post('/api/sandbox/test-clock/advance', { headers: auth, data: { days: 3 } })).status(),
  ).toBe(200);
  const pattern = new RegExp(
    `https?://[^\\s"<>]*/cases/${caseId}/answer\\?outcome=paid_in_full&token=[A-Za-z0-9._-]+`,
  );
  let link: string | undefined;
  await expect
    .poll(
      async () =>
        (link = (await mailTo(request, email)).map((text) => pattern.exec(text)?.[0]).find(Boolean)),
      {
        timeout: 20_000,
      },
    )
    .toBeDefined();

  // The link opens a page that asks; only its button records.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Did they pay?', level: 1 })).toBeVisible();
  await expect(page.getByText('Unpaid Work v. Brightline Studio LLC')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'They paid in full' })).toBeChecked();
  const before = (await (await request.get(`/api/cases/${caseId}/timeline`, { headers: auth })).json()) as {
    outcome: unknown;
  };
  expect(before.outcome).toBeNull();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my answer' }).click();
  await expect(page.getByText('Thank you. We recorded your answer: They paid in full.')).toBeVisible();
  await expect(page.getByTestId('case-headline')).toHaveText('Resolved: paid');

  // The same link again: already used. The document page's journey reads "Resolved: paid".
  await page.reload();
  await expect(page.getByText('This link was already used.')).toBeVisible();
  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`/document/${caseId}`);
  const journey = page.getByRole('region', { name: 'What happens next' });
  await expect(journey).toBeVisible({ timeout: 20_000 });
  await expect(journey.getByTestId('case-headline')).toHaveText('Resolved: paid');
  await expect(journey.getByRole('list', { name: "Your case's journey" })).toContainText('Delivered');
});
