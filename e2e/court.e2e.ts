import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { documentedCase } from './documented-case';

/**
 * From letter toward court (issue 30) in the browser: the claimant records "no answer yet" on the document page,
 * drafts the free final notice, opens it in its own editor (`?document=`), saves version 1.1 and finds it listed;
 * the first letter stays as it was.
 */
test('no answer → the final notice, drafted once, edited in its own editor; the letter stays', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token, auth, caseId } = await documentedCase(request, { name: 'Nora Notice', label: 'nora' });

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
});
