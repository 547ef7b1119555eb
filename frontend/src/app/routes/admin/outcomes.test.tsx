import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, within } from '@/testing/test-utils';
import { AdminOutcomesRoute } from './outcomes';

const share = (month: string, n: number, paidInFull: number, paidInPart: number) => ({
  month,
  n,
  paidInFull,
  paidInPart,
  paidInFullShare: paidInFull / n,
  paidInPartShare: paidInPart / n,
});

describe('<AdminOutcomesRoute />', () => {
  it('shows staff the share of letters paid in full and in part, with n, per month and overall (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () =>
        fakeResponse({ body: { ...testUser, role: 'staff', secondFactor: 'verified' } }),
      'GET /api/admin/outcomes': () =>
        fakeResponse({
          body: {
            deliveredBySueGo: { overall: share('all', 4, 3, 1), months: [share('2026-11', 4, 3, 1)] },
            notMailedBySueGo: { overall: share('all', 2, 0, 1), months: [share('2026-10', 2, 0, 1)] },
          },
        }),
    });
    const { container } = renderWithProviders(<AdminOutcomesRoute />, { route: '/admin/outcomes' });
    const delivered = await screen.findByRole('table', { name: /Letters SueGo mailed and USPS delivered/ });
    const overall = within(delivered).getByRole('row', { name: /All months/ });
    expect(overall).toHaveTextContent('75% (3)');
    expect(overall).toHaveTextContent('25% (1)');
    const notMailed = screen.getByRole('table', { name: /Letters never mailed through SueGo/ });
    expect(within(notMailed).getByRole('row', { name: /2026-10/ })).toHaveTextContent('50% (1)');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('tells a user the page is staff only, without asking for the figures', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    });
    renderWithProviders(<AdminOutcomesRoute />, { route: '/admin/outcomes' });
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/admin/outcomes'))).toBe(false);
  });
});
