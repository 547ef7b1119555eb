import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { linkFromMail, mailTo } from './mailbox';

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Email ownership end to end (issue 22, ADR 140): a new account is unverified; the link from its sign-up email
 * (read from the fake SMTP server) opens a page whose button verifies it; a verified account changes its email
 * through a link sent to the new address, and the old address is told.
 */
test('verify the email from the sign-up link, then change it through the new address', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = unique('owner');
  const newEmail = unique('moved');
  const password = 'copper lantern harbor 58';

  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Oona Owner');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Your email is not verified yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend link' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change email' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The link from the email: opening it changes nothing until the button is pressed.
  await page.goto(await linkFromMail(request, email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Your email is not verified yet')).toHaveCount(0);

  // Change it: the new address gets the link, the account keeps the old one until it is opened.
  const change = page.getByRole('form', { name: 'Change email' });
  await change.getByLabel('New email').fill(newEmail);
  await change.getByLabel('Current password').fill(password);
  await change.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(change.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(await linkFromMail(request, newEmail, '/confirm-email-change'));
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the new email' }).click();
  await expect(page.getByText('Your email address is changed.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // The old address was told.
  await expect
    .poll(async () =>
      (await mailTo(request, email)).some((m) => m.includes('Subject: Your SueGo email address was changed')),
    )
    .toBe(true);
});
