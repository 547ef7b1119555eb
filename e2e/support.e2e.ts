import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { verifyEmailByLink } from './mailbox';
import { setRoleByCommand, totpCode } from './staff';

/**
 * The support desk end to end (issue 16): a visitor and a signed-in customer file tickets at /support; a staff
 * member signs in, sets up TOTP on /admin/two-factor, reads the acknowledgement at /admin/outbox, sets a ticket
 * in_progress, replies and filters by status on /admin/support; the customer reads the reply under Account → My
 * requests and answers. axe on every new page.
 */

const STAFF = { email: 'e2e-support-staff@example.com', password: 'amber otter lighthouse 73', name: 'Sky Staff' };
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const toastTitle = (page: Page, title: string) => page.locator('[data-slot="toast-title"]', { hasText: title });

async function signedInPage(browser: Browser, user: { email: string; password: string; name: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  return page;
}

async function fileTicket(page: Page, form: { name?: string; email?: string; subject: string; priority: string; message: string }) {
  await page.goto('/support');
  if (form.name !== undefined) await page.getByLabel('Full Name').fill(form.name);
  if (form.email !== undefined) await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Subject').fill(form.subject);
  await page.getByLabel('Priority').selectOption({ label: form.priority });
  await page.getByLabel('Message').fill(form.message);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Request Submitted Successfully!' })).toBeVisible();
  await expect(toastTitle(page, 'Support request submitted')).toBeVisible();
}

test('support desk: visitor and customer file tickets, staff with TOTP answer, the customer reads the reply', async ({ browser, page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const visitorEmail = unique('visitor');
  const visitorSubject = `Question about pricing ${stamp}`;
  const customerSubject = `Where is my letter ${stamp}`;

  // A visitor files a ticket.
  await page.goto('/support');
  await expect(page.getByText('Monday-Friday 9:00 AM-6:00 PM EST')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await fileTicket(page, { name: 'Vic Visitor', email: visitorEmail, subject: visitorSubject, priority: 'Low - General question', message: 'How much is a demand letter?' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A signed-in customer files one: name and email are filled in.
  const customer = { email: unique('customer'), password: 'violet kayak thunder 42', name: 'Cora Customer' };
  const customerPage = await signedInPage(browser, customer);
  await customerPage.goto('/support');
  await expect(customerPage.getByLabel('Full Name')).toHaveValue(customer.name);
  await expect(customerPage.getByLabel('Email')).toHaveValue(customer.email);
  await fileTicket(customerPage, { subject: customerSubject, priority: 'High - Urgent help needed', message: 'I paid but cannot find my letter.' });

  // Staff: /admin/support sends them to sign in, then to set up TOTP (QR code and key), then back.
  const staffSignUp = await page.request.post('/api/auth/register', { data: STAFF });
  expect(staffSignUp.status(), await staffSignUp.text()).toBe(201);
  // STAFF_EMAILS get the staff role once the address is verified (ADR 140).
  await verifyEmailByLink(page.request, STAFF.email);
  const staffPage = await (await browser.newContext()).newPage();
  await staffPage.goto('/admin/support');
  await expect(staffPage).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fsupport$/);
  const form = staffPage.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(STAFF.email);
  await form.getByLabel('Password').fill(STAFF.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/two-factor\?returnTo=%2Fadmin%2Fsupport$/);
  // The first setup asks for the one-time enrolment code the operator command hands out with the role (issue 22).
  const { enrolmentCode } = await setRoleByCommand(STAFF.email, 'staff');
  await staffPage.getByLabel('One-time enrolment code').fill(enrolmentCode!);
  await staffPage.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(staffPage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  const secret = ((await staffPage.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await staffPage.getByLabel('6-digit code').fill('000000');
  await staffPage.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(staffPage.getByText(/^That code is not right\. Enter the current 6-digit code/)).toBeVisible();
  await staffPage.getByLabel('6-digit code').fill(await totpCode(secret));
  await staffPage.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(staffPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.getByRole('button', { name: 'I saved my codes, continue' }).click();
  await expect(staffPage).toHaveURL(/\/admin\/support$/);

  // The visitor's acknowledgement email, read at /admin/outbox.
  await staffPage.goto('/admin/outbox');
  const ack = staffPage.getByRole('listitem').filter({ hasText: `To ${visitorEmail}` });
  await expect(ack).toContainText('We received your SueGo support request');
  await expect(ack).not.toContainText(visitorSubject);
  await expect(ack.locator('pre')).toContainText('within 24 hours on business days');

  // The dashboard: find the customer's ticket, set it in progress, reply.
  await staffPage.goto('/admin/support');
  await expect(staffPage.getByRole('list', { name: 'Support tickets' })).toBeVisible();
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.getByLabel('Search by email or subject').fill(customerSubject);
  const ticket = staffPage.getByRole('listitem').filter({ has: staffPage.getByRole('heading', { name: customerSubject }) });
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText('High priority');
  await expect(ticket).toContainText(customer.email);
  await ticket.getByLabel('Status').selectOption('in_progress');
  await expect(toastTitle(staffPage, 'Status updated')).toBeVisible();
  await expect(ticket.locator('[data-slot="badge"]', { hasText: 'In Progress' })).toBeVisible();
  await ticket.getByRole('button', { name: 'Replies (0)' }).click();
  await ticket.getByLabel('Reply to the customer').fill('Your letter is ready on My Documents. Click Download.');
  await ticket.getByRole('button', { name: 'Send reply' }).click();
  await expect(toastTitle(staffPage, 'Reply sent')).toBeVisible();
  await expect(ticket.getByRole('list', { name: 'Replies' })).toContainText('Your letter is ready on My Documents.');
  await expectNoSeriousA11yViolations(staffPage);

  // Filter by status.
  await staffPage.getByLabel('Filter by status').selectOption('in_progress');
  await expect(ticket).toHaveCount(1);
  await staffPage.getByLabel('Filter by status').selectOption('closed');
  await expect(staffPage.getByText('No support tickets found')).toBeVisible();
  await staffPage.getByLabel('Search by email or subject').fill(visitorSubject);
  await staffPage.getByLabel('Filter by status').selectOption('open');
  await expect(staffPage.getByRole('heading', { name: visitorSubject })).toBeVisible();

  // The customer reads the reply under Account → My requests, and answers.
  await customerPage.goto('/account');
  await customerPage.getByRole('link', { name: /My requests/ }).click();
  await expect(customerPage).toHaveURL(/\/account\/requests$/);
  const request = customerPage.getByRole('listitem').filter({ has: customerPage.getByRole('heading', { name: customerSubject }) });
  await expect(request).toContainText('Your letter is ready on My Documents. Click Download.');
  await expect(request).toContainText('In Progress');
  await expectNoSeriousA11yViolations(customerPage);
  await request.getByLabel('Your reply').fill('Found it, thank you!');
  await request.getByRole('button', { name: 'Send reply' }).click();
  await expect(toastTitle(customerPage, 'Reply sent')).toBeVisible();
  await expect(request.getByRole('list', { name: 'Replies' })).toContainText('Found it, thank you!');

  // The staff reply was emailed to the customer too.
  await staffPage.goto('/admin/outbox');
  await expect(staffPage.getByRole('listitem').filter({ hasText: `To ${customer.email}` }).filter({ hasText: `Re: ${customerSubject}` })).toBeVisible();
});
