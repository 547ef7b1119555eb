import { Children, isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { testModeFromCookie } from '@/components/layouts/test-mode-banner';
import { routePatterns } from '@/config/paths';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { AppRouter, AppRoutes, preloadPage } from './router';

const pricing = { currency: 'usd', documents: [], plans: [], addons: [] };

describe('routes', () => {
  it('says "Test mode — no real charges" above the navigation on every page while the server says so (issue 22 point 6)', async () => {
    const config = (testMode: string[]) => () =>
      fakeResponse({ body: { paymentMode: 'sandbox', stripePublishableKey: null, testMode } });
    stubFetch({ 'GET /api/config': config(['no real charges']) });
    const { unmount } = renderWithProviders(<AppRouter />, { route: '/no/such/page' });
    const banner = await screen.findByRole('region', { name: 'Test mode' });
    expect(banner).toHaveTextContent('Test mode — no real charges');
    // In the page flow, before the navigation: it never covers content.
    expect(
      banner.compareDocumentPosition(screen.getAllByRole('navigation')[0]!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
    unmount();

    // The lines are the server's: a later sandbox adds its own.
    stubFetch({ 'GET /api/config': config(['no real charges', 'letters are not really mailed']) });
    const again = renderWithProviders(<AppRouter />, { route: '/legal-disclaimer' });
    expect(await screen.findByRole('region', { name: 'Test mode' })).toHaveTextContent(
      'Test mode — no real charges; letters are not really mailed',
    );
    again.unmount();

    stubFetch({ 'GET /api/config': config([]) });
    renderWithProviders(<AppRouter />, { route: '/legal-disclaimer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal Disclaimer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
  });

  it('draws the banner in the first paint from the cookie the page came with, before /api/config answers (no layout shift)', async () => {
    document.cookie = 'suego_test_mode=no%20real%20charges%7Cletters%20are%20not%20really%20mailed; path=/';
    try {
      stubFetch({ 'GET /api/config': () => new Promise<Response>(() => undefined) }); // never answers
      renderWithProviders(<AppRouter />, { route: '/legal-disclaimer' });
      expect(screen.getByRole('region', { name: 'Test mode' })).toHaveTextContent(
        'Test mode — no real charges; letters are not really mailed',
      );
    } finally {
      document.cookie = 'suego_test_mode=; path=/; max-age=0';
    }
    expect(testModeFromCookie('a=1; suego_test_mode=%E0%A4%A')).toEqual([]); // bad bytes: no banner, no crash
    expect(testModeFromCookie('')).toEqual([]);
  });

  it('has a page for exactly the patterns the build writes to the manifest the server answers 404 from', () => {
    const served = Children.toArray(AppRoutes().props.children)
      .filter(isValidElement)
      .map((route) => (route.props as { path?: string }).path);
    // the last route has no path: it is the 404 page
    expect(served.at(-1)).toBeUndefined();
    expect(served.slice(0, -1).sort()).toEqual(routePatterns().sort());
  });

  it('shows the 404 page for an unknown path', async () => {
    stubFetch({});
    renderWithProviders(<AppRouter />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 — Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to the home page/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | SueGo'));
  });

  it('renders the home page with its sections and title', async () => {
    stubFetch({ 'GET /api/pricing': () => fakeResponse({ body: pricing }) });
    renderWithProviders(<AppRouter />, { route: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: "Get back the money you're owed" }),
    ).toBeInTheDocument();
    expect(document.getElementById('how-it-works')).not.toBeNull();
    expect(document.getElementById('pricing')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe("SueGo — Get back the money you're owed"));
  });

  it('loads a lazy route and sets its title and canonical URL', async () => {
    stubFetch({});
    renderWithProviders(<AppRouter />, { route: '/legal-disclaimer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal Disclaimer' })).toBeInTheDocument();
    expect(
      screen.getAllByText(/SueGo is not a law firm and does not give legal advice/).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Legal Disclaimer | SueGo'));
    // jsdom runs on http://localhost:3000, not the product domain: URLs point at this host
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/legal-disclaimer`,
    );
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/legal-disclaimer`,
    );
  });

  it('draws a page whose code was preloaded at once, without the skeleton (the first paint is the page)', async () => {
    stubFetch({});
    await preloadPage('/terms-of-service');
    renderWithProviders(<AppRouter />, { route: '/terms-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    // an unknown path and home need nothing
    await expect(preloadPage('/no/such/page')).resolves.toBeUndefined();
    await expect(preloadPage('/')).resolves.toBeUndefined();
  });

  it('shows the login notice for ?message=account-created', async () => {
    stubFetch({});
    renderWithProviders(<AppRouter />, { route: '/login?message=account-created' });
    expect(await screen.findByText('Account created. Please sign in.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /account to /login', async () => {
    stubFetch({});
    const { currentPath } = renderWithProviders(<AppRouter />, { route: '/account' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Faccount'));
  });

  it('shows the account of a signed-in user with the subscription card', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    stubFetch({
      'GET /api/auth/me': () =>
        fakeResponse({
          body: {
            id: 'u1',
            email: 'pat@example.com',
            name: 'Pat Doe',
            role: 'user',
            createdAt: '2026-01-01',
          },
        }),
      'GET /api/pricing': () =>
        fakeResponse({ body: { currency: 'usd', documents: [], plans: [], addons: [] } }),
      'GET /api/subscription/status': () =>
        fakeResponse({ body: { subscription: null, hasActiveSubscription: false } }),
    });
    renderWithProviders(<AppRouter />, { route: '/account' });
    expect(await screen.findByText('pat@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pat Doe')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/subscription-plans',
    );
    expect(screen.queryByText(/Coming soon/)).not.toBeInTheDocument();
  });

  it('gives /subscribe/attorney-search-payment its own page, not the plan page', async () => {
    stubFetch({});
    renderWithProviders(<AppRouter />, { route: '/subscribe/attorney-search-payment' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attorney Search payment' }),
    ).toBeInTheDocument();
  });

  it('says when a subscribe plan does not exist', async () => {
    stubFetch({});
    renderWithProviders(<AppRouter />, { route: '/subscribe/platinum' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
  });
});
