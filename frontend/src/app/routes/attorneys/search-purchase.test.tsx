import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AttorneySearchPaymentRoute } from '@/app/routes/billing/subscribe';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { attorneyPricing } from '@/testing/attorney-fixtures';
import { testUser } from '@/testing/case-fixtures';
import { fillCard } from '@/testing/subscribe-helpers';
import { statusBody } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';

const renderPage = () =>
  renderWithProviders(
    <Switch>
      <Route path="/subscribe/attorney-search-payment" component={AttorneySearchPaymentRoute} />
      <Route path="/attorney-referral">
        <h1>Attorney directory page</h1>
      </Route>
    </Switch>,
    { route: '/subscribe/attorney-search-payment' },
  );

describe('/subscribe/attorney-search-payment', () => {
  afterEach(() => window.localStorage.clear());

  it('a declined card says so and charges nothing; the right card unlocks search and goes to the directory (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let attempt = 0;
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null } }),
      'GET /api/subscription/status': () => fakeResponse({ body: statusBody(null) }),
      'GET /api/attorney-search/access': () => fakeResponse({ body: { hasAccess: true } }),
      'POST /api/create-attorney-search-payment-intent': () =>
        fakeResponse({
          body: { clientSecret: 'pi_s_secret_x', paymentIntentId: 'pi_s', amount: 249, currency: 'usd' },
        }),
      'POST /api/sandbox/confirm': () => {
        attempt += 1;
        return fakeResponse({
          body:
            attempt === 1
              ? {
                  status: 'requires_payment_method',
                  error: { code: 'card_declined', message: 'Your card was declined.' },
                }
              : { status: 'succeeded' },
        });
      },
    });
    const { user, container, currentPath } = renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attorney Search payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/search every attorney for 30 days/)).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $2.49' }));
    expect((await screen.findAllByText('Payment Failed')).length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/subscribe/attorney-search-payment');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $2.49' }));
    expect(await screen.findByText('Attorney search is unlocked for 30 days.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/attorney-referral'), { timeout: 3_000 });
    // One intent for both attempts (a declined card is retried with the same client secret).
    expect(
      fetchMock.mock.calls.filter(([u]) => u === '/api/create-attorney-search-payment-intent'),
    ).toHaveLength(1);
  });

  it('signed out: sign in first', async () => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: attorneyPricing }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fsubscribe%2Fattorney-search-payment',
    );
  });
});
