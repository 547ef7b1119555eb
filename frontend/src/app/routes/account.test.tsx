import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { makeSubscription, statusBody, subscriptionPricing } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { AccountRoute } from './account';

function renderAccount(route: string, subscription: unknown = makeSubscription()) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/pricing': () => fakeResponse({ body: subscriptionPricing }),
    'GET /api/subscription/status': () => fakeResponse({ body: statusBody(subscription) }),
  });
  const view = renderWithProviders(
    <Switch>
      <Route path="/account">
        <AccountRoute />
      </Route>
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route },
  );
  return { ...view, fetchMock };
}

describe('<AccountRoute /> subscription return parameters', () => {
  it.each([
    ['/account?trial=started', 'Free Trial Started!'],
    ['/account?trial=true', 'Free Trial Started!'],
    ['/account?subscription=success', 'Subscription Activated!'],
    ['/account?message=trial-started', 'Trial Started'],
    ['/account?setup=success', 'Refreshing subscription status...'],
  ])('%s: toasts "%s" once, refreshes the status and cleans the URL', async (route, title) => {
    const { currentPath, fetchMock } = renderAccount(route);
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/account'));
    expect(await screen.findByText('Trial Ends / First Charge')).toBeInTheDocument();
    expect(screen.getAllByText(title)).toHaveLength(1);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/subscription/status')).toBe(true);
  });

  it("'Free Trial Started!' names the catalog's trial length", async () => {
    renderAccount('/account?trial=started');
    expect(await screen.findByText(/Your 7-day free trial has started/)).toBeInTheDocument();
  });

  it('keeps other query parameters and shows no toast without a return parameter', async () => {
    const { currentPath } = renderAccount('/account?tab=profile&trial=started');
    await waitFor(() => expect(currentPath()).toBe('/account?tab=profile'));

    renderAccount('/account');
    expect(await screen.findAllByText('Pat Doe')).not.toHaveLength(0);
    expect(screen.queryByText('Subscription Activated!')).not.toBeInTheDocument();
  });

  it('shows the profile and the subscription card together', async () => {
    renderAccount('/account', null);
    expect(await screen.findByText('pat@example.com')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscription-plans');
  });

  it("has a 'Your data' card with 'Download my data' (nothing is fetched until it is pressed)", async () => {
    const { fetchMock } = renderAccount('/account', null);
    expect(await screen.findByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/api/account/export'))).toBe(false);
  });
});
