import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { documentedCase } from './documented-case';

/**
 * The hearing (issue 30, ADR 186) in the browser: the claimant enters the court, date, time and zone on the case
 * page; the hearing and what to bring show on the card, the timeline gains its step, the calendar file its event.
 */
test('a hearing set on the case page shows on the timeline and in the calendar file', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token, auth, caseId } = await documentedCase(request, { name: 'Hana Hearing', label: 'hana' });
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`/document/${caseId}`);
  const card = page.getByRole('region', { name: 'Your hearing' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card
    .getByLabel('Court (name and address)')
    .fill('Kings County Civil Court, 141 Livingston St, Brooklyn');
  await card.getByLabel('Date', { exact: true }).fill(day);
  await card.getByLabel('Time', { exact: true }).fill('09:30');
  await card.getByLabel('Time zone').selectOption('America/New_York');
  await card.getByRole('button', { name: 'Save the hearing' }).click();
  await expect(card.getByText(/at 9:30 AM E[SD]T, Kings County Civil Court/)).toBeVisible();
  await expect(card.getByText(/Proof of service/)).toBeVisible();

  const journey = page.getByRole('region', { name: 'What happens next' });
  await expect(journey.locator('[data-step="hearing"]')).toContainText('Kings County Civil Court');
  await expectNoSeriousA11yViolations(page);

  const ics = await (await request.get(`/api/cases/${caseId}/calendar.ics`, { headers: auth })).text();
  expect(ics).toContain(`UID:hearing-${caseId}@suego.app`);
});
