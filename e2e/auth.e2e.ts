import { expect, test, type Page } from '@playwright/test';

const unique = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function fillRegister(page: Page, values: { name: string; email: string; password: string; confirm: string }) {
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Password', { exact: true }).fill(values.password);
  await form.getByLabel('Confirm password').fill(values.confirm);
  await form.getByRole('button', { name: 'Create Account' }).click();
  return form;
}

test.describe('sign-up, sign-in and sign-out', () => {
  const cases: Array<[string, { name: string; email: string; password: string; confirm: string }, string, string]> = [
    ['name', { name: '', email: 'a@example.com', password: 'longenough', confirm: 'longenough' }, 'Full name', 'Name is required'],
    ['email missing', { name: 'Ann', email: '', password: 'longenough', confirm: 'longenough' }, 'Email', 'Email is required'],
    ['email invalid', { name: 'Ann', email: 'not-an-email', password: 'longenough', confirm: 'longenough' }, 'Email', 'Please enter a valid email'],
    ['password missing', { name: 'Ann', email: 'a@example.com', password: '', confirm: '' }, 'Password', 'Password is required'],
    ['password short', { name: 'Ann', email: 'a@example.com', password: 'short', confirm: 'short' }, 'Password', 'Password must be at least 8 characters'],
    ['confirmation missing', { name: 'Ann', email: 'a@example.com', password: 'longenough', confirm: '' }, 'Confirm password', 'Please confirm your password'],
    ['confirmation differs', { name: 'Ann', email: 'a@example.com', password: 'longenough', confirm: 'different1' }, 'Confirm password', 'Passwords do not match'],
  ];
  for (const [label, values, field, message] of cases) {
    test(`register shows "${message}" at the field (${label})`, async ({ page }) => {
      await page.goto('/register');
      const form = await fillRegister(page, values);
      const input = form.getByLabel(field, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
      await expect(page).toHaveURL(/\/register$/);
    });
  }

  test('register lands on /account; logout returns home with the Signed Out toast', async ({ page }) => {
    const email = unique();
    await page.goto('/register');
    await fillRegister(page, { name: 'Pat Example', email: `  ${email.toUpperCase()} `, password: 'a good password', confirm: 'a good password' });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('main')).toContainText('Pat Example');
    await expect(page.getByRole('main')).toContainText(email); // trimmed and lower-cased
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'My Documents' })).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('login with a wrong password shows Login Failed; the right one goes to /account', async ({ page, request }) => {
    const email = unique();
    const res = await request.post('/api/auth/register', { data: { email, password: 'the right password', name: 'Lee' } });
    expect(res.status()).toBe(201);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('the wrong password');
    await form.getByRole('button', { name: /sign in/i }).click();
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await form.getByLabel('Password').fill('the right password');
    await form.getByRole('button', { name: /sign in/i }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  });

  test('signing in returns to the page that asked for it; a foreign returnTo lands on /account', async ({ page, request }) => {
    const email = unique();
    expect((await request.post('/api/auth/register', { data: { email, password: 'the right password', name: 'Lee' } })).status()).toBe(201);
    const signIn = async () => {
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill('the right password');
      await form.getByRole('button', { name: /sign in/i }).click();
    };
    await page.goto('/my-documents?page=2');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-documents%3Fpage%3D2$/);
    await signIn();
    await expect(page).toHaveURL(/\/my-documents\?page=2$/);

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/login?returnTo=${encodeURIComponent('//evil.com')}`);
    await signIn();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
  });

  test('account redirects to /login when signed out', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  });
});
