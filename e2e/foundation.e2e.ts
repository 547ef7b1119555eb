import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test.describe('home and shared layout', () => {
  test('home page shows the hero, pricing from the API and the sample letter', async ({ page }) => {
    const pricing = page.waitForResponse((r) => r.url().endsWith('/api/pricing') && r.status() === 200);
    const response = await page.goto('/');
    // the build's brotli copy, revalidated on each visit (issue 31)
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveTitle(/SueGo/);
    await expect(page.getByRole('link', { name: 'Start Your Case - $5' }).or(page.getByRole('button', { name: 'Start Your Case - $5' }))).toBeVisible();
    await pricing;
    const prices = page.locator('#pricing');
    await expect(prices).toContainText('$29');
    await expect(prices).toContainText('$99');
    await expect(page.getByText(/30 days/).first()).toBeVisible();
  });

  test('See How It Works scrolls to the how-it-works section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'See How It Works' }).or(page.getByRole('link', { name: 'See How It Works' })).first().click();
    await expect(page.locator('#how-it-works')).toBeInViewport();
  });

  test('nav highlights the active link; Home only on an exact match', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/subscription-plans$/);
    await expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the mobile menu mirrors the nav and closes after navigating; the Test mode banner shows at 360 px above it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    // Issue 22 point 6: the sandbox is never silent, and the banner covers nothing (it sits above the navigation).
    const banner = page.getByRole('region', { name: 'Test mode' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText('Test mode — no real charges; letters are not really mailed');
    const [bannerBox, navBox] = [
      await banner.boundingBox(),
      await page.getByRole('button', { name: /menu/i }).boundingBox(),
    ];
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(navBox!.y + 0.5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await (await request.get('/api/health')).json()).toEqual({ status: 'up', paymentMode: 'sandbox' });
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`#${menuId}`);
    for (const name of ['Home', 'Plans', 'Sign In', 'Create Account']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('unknown paths show the 404 page; unknown API paths answer JSON', async ({ page, request }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    const api = await request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  test('footer has the three columns and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Services', 'Support', 'Legal']) await expect(footer.getByText(heading, { exact: true })).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('main')).toContainText(/7 years/);
  });

  test('the home teaser stores the selection and opens the questionnaire', async ({ page }) => {
    // Record every localStorage write: the questionnaire removes the selection once it has used it.
    const writes: Array<[string, string]> = [];
    await page.exposeFunction('recordStorageWrite', (key: string, value: string) => writes.push([key, value]));
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        void (window as unknown as { recordStorageWrite: (k: string, v: string) => Promise<void> }).recordStorageWrite(key, value);
        return original.call(this, key, value);
      };
    });
    await page.goto('/');
    const teaser = page.locator('#how-it-works');
    await expect(teaser.getByText('Step 1 of 5')).toBeVisible();
    await expect(teaser.getByText('20% Complete')).toBeVisible();
    await teaser.getByLabel('Vehicle Damage').check();
    await teaser.getByRole('button', { name: 'Next Step' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect.poll(() => writes.find(([key]) => key === 'homepage-case-selection')?.[1]).toBeDefined();
    const [, value] = writes.find(([key]) => key === 'homepage-case-selection')!;
    expect(JSON.parse(value)).toEqual({ caseType: 'vehicle', startAtStep: 1 });
  });
});

test.describe('accessibility', () => {
  const pages = ['/', '/login', '/register', '/terms-of-service', '/privacy-policy', '/legal-disclaimer', '/no-such-page', '/subscription-plans', '/support', '/test-login'];
  for (const path of pages) {
    test(`axe finds no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the axe check itself fails on a real violation', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'text';
    document.querySelector('main')?.prepend(input);
  });
  let failure: unknown;
  try {
    await expectNoSeriousA11yViolations(page);
  } catch (error) {
    failure = error;
  }
  expect(String(failure)).toContain('label');
});
