import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { documentedCase } from './documented-case';
import { mailTo } from './mailbox';

/**
 * From letter to court (issue 30) in the browser, for a California case: the claimant records "no answer yet" on the
 * document page, drafts the free final notice, opens it in its own editor (`?document=`), saves version 1.1 and finds
 * it listed (the first letter stays as it was); then files in small claims from the same case, pays the $10.00
 * difference with the sandbox card, gets the package with its editor and PDF, answers SC-100's few questions and
 * downloads the official form, filled. Then the hearing (ADR 186) on the same case page, 8 days ahead in Pacific time:
 * the card, the timeline step and the calendar file show it; the sandbox test clock moves 2 days (test mode's
 * `POST /api/sandbox/test-clock/advance`, as the hearing int spec does) and the 7-day reminder with its checklist
 * arrives in the claimant's mailbox (the e2e mail sink), the day-before one not yet.
 */
test('no answer → the final notice → the package and SC-100 → the hearing and its 7-day reminder', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, token, auth, caseId } = await documentedCase(
    request,
    { name: 'Nora Notice', label: 'nora' },
    {
      state: 'CA',
      plaintiffAddress: '12 Oak Street\nFresno, CA 93701',
      defendantAddress: '400 Market St\nFresno, CA 93702',
    },
  );

  await page.addInitScript((t) => window.localStorage.setItem('auth_token', t), token);
  await page.goto(`/document/${caseId}`);
  const journey = page.getByRole('region', { name: 'What happens next' });
  await expect(journey).toBeVisible({ timeout: 20_000 });
  await journey.getByRole('radio', { name: 'No answer yet' }).check();
  await journey.getByRole('button', { name: 'Save what happened' }).click();

  const next = page.getByRole('region', { name: 'Your next documents' });
  await next.getByRole('button', { name: 'Draft the final notice' }).click();
  await expect(next.getByRole('list', { name: 'Later documents' })).toContainText('Final notice');
  await expect(page.getByRole('region', { name: 'Mail the final notice for me' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await next.getByRole('link', { name: 'Edit the final notice' }).click();
  await expect(page).toHaveURL(new RegExp(`/editor/${caseId}\\?document=`));
  const text = page.getByLabel('Document text');
  await expect(text).toContainText('FINAL NOTICE');
  await text.fill(`${await text.inputValue()}\nP.S. Last chance to settle.`);
  await page.getByLabel('Edit summary').fill('Added a last line');
  await page.getByRole('button', { name: 'Save Version' }).click();
  await expect(page.getByText('Version 1.1', { exact: true })).toBeVisible();

  // The letter is untouched; My Documents links the notice.
  const letter = (await (
    await request.get(`/api/cases/${caseId}/revisions`, { headers: auth })
  ).json()) as unknown[];
  expect(letter).toHaveLength(1);
  await page.goto('/my-documents');
  await expect(page.getByRole('link', { name: 'Final notice, version 1.1' })).toBeVisible();

  // File in small claims from the same case: the difference to the package price, paid in the sandbox.
  await page.goto(`/document/${caseId}`);
  const filing = page.getByRole('region', { name: 'File in small claims' });
  await expect(filing).toBeVisible({ timeout: 20_000 }); // the document page loads the case first
  await expect(filing).toContainText('Price: $10.00');
  await expect(filing).toContainText("California's official SC-100 claim form filled in for you");
  await filing.getByRole('button', { name: 'File in small claims' }).click();
  await filing.getByLabel('Card number').fill('4242424242424242');
  await filing.getByLabel('Expiry (MM/YY)').fill('12/34');
  await filing.getByLabel('CVC').fill('123');
  await expectNoSeriousA11yViolations(page);
  await filing.getByRole('button', { name: 'Pay $10.00' }).click();
  await expect(next.getByRole('link', { name: 'Edit the small claims package' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(filing).toBeHidden();
  const documents = (await (
    await request.get(`/api/cases/${caseId}/documents`, { headers: auth })
  ).json()) as Array<{ kind: string }>;
  expect(documents.map((d) => d.kind)).toEqual(['demand_letter', 'final_notice', 'small_claims']);

  // California: SC-100's few questions, then the official form downloads, filled.
  const sc100 = page.getByRole('region', { name: 'SC-100, the official claim form' });
  const court = sc100.getByRole('group', { name: 'The court' });
  await court.getByLabel('County', { exact: true }).selectOption('Fresno');
  await expect(court.getByLabel('County and courthouse')).toHaveValue('Fresno');
  await court.getByLabel('County and courthouse').fill('Fresno, B.F. Sisk Courthouse');
  await court.getByLabel('Street').fill('1130 O Street');
  await court.getByLabel('City').fill('Fresno');
  await court.getByLabel('ZIP code').fill('93721');
  await sc100.getByRole('button', { name: 'Save the SC-100 answers' }).click();
  const download = page.waitForEvent('download');
  await sc100.getByRole('button', { name: 'Download SC-100 (official form)' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // The hearing, 8 days ahead in California, set on the same page: the card says when and what to bring, the
  // timeline gains its step, the calendar file its event.
  const zone = 'America/Los_Angeles';
  const hearingDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now() + 8 * 86_400_000);
  const hearing = page.getByRole('region', { name: 'Your hearing' });
  await hearing
    .getByLabel('Court (name and address)')
    .fill('Fresno County Superior Court, 1130 O Street, Fresno');
  await hearing.getByLabel('Date', { exact: true }).fill(hearingDay);
  await hearing.getByLabel('Time', { exact: true }).fill('09:30');
  await hearing.getByLabel('Time zone').selectOption(zone);
  await hearing.getByRole('button', { name: 'Save the hearing' }).click();
  await expect(hearing.getByText(/at 9:30 AM P[SD]T, Fresno County Superior Court/)).toBeVisible();
  await expect(hearing.getByText(/Proof of service/)).toBeVisible();
  await expect(journey.locator('[data-step="hearing"]')).toContainText('Fresno County Superior Court');
  await expectNoSeriousA11yViolations(page);
  const ics = await (await request.get(`/api/cases/${caseId}/calendar.ics`, { headers: auth })).text();
  expect(ics).toContain(`UID:hearing-${caseId}@suego.app`);

  // Two days on the test clock: the week-before reminder (9:00 Pacific, 7 days before) falls due and is mailed.
  const advanced = await request.post('/api/sandbox/test-clock/advance', {
    headers: auth,
    data: { days: 2 },
  });
  expect(advanced.status(), await advanced.text()).toBe(200);
  const hearingMail = async () =>
    (await mailTo(request, email)).filter((m) => /^Subject: Your hearing/m.test(m));
  await expect.poll(async () => (await hearingMail()).length, { timeout: 20_000 }).toBe(1);
  const [reminder] = await hearingMail();
  expect(reminder).toMatch(/^Subject: Your hearing is in 7 days\r?$/m);
  expect(reminder).toContain('Your small-claims hearing is in 7 days:');
  expect(reminder).toContain('at Fresno County Superior Court, 1130 O Street, Fresno.');
  // The checklist: copies, evidence, and proof of service (California's deadline is researched, not verified:
  // ask the clerk).
  expect(reminder).toMatch(
    /What to bring:\r?\n- Copies of your documents.*\r?\n- Your evidence: .*\r?\n- Proof of service: ask the small-claims clerk/,
  );
});
