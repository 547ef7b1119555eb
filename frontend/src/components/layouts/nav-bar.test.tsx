import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { isActivePath, NavBar } from './nav-bar';

const user = {
  id: 'u1',
  email: 'pat@example.com',
  name: 'Pat Doe',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
};

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('<NavBar />', () => {
  it('shows the signed-out links without a token', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<NavBar />);

    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'My Documents' })).not.toBeInTheDocument();
    // no token: the current-user query must not run
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the signed-in links once the current user is loaded', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: user }) });
    renderWithProviders(<NavBar />);

    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'My Documents' })).toHaveAttribute('href', '/my-documents');
    expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(nav.getByRole('link', { name: 'Payment' })).toHaveAttribute('href', '/payment-methods');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it.each([
    ['user', []],
    [
      'staff',
      [
        ['Support desk', '/admin/support'],
        ['Outbox', '/admin/outbox'],
        ['Outcomes', '/admin/outcomes'],
        ['Audit', '/audit'],
      ],
    ],
    ['auditor', [['Audit', '/audit']]],
  ] as const)('shows %s the staff tools they may open, and no others', async (role, tools) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: { ...user, role } }) });
    renderWithProviders(<NavBar />, { route: '/audit?case=x' });

    await screen.findByRole('button', { name: 'Logout' });
    for (const nav of [mainNav(), screen.getByRole('navigation', { name: 'Main (mobile)', hidden: true })]) {
      const links = within(nav).getAllByRole('link', { hidden: true });
      const staffLinks = links.filter((l) =>
        ['/admin/support', '/admin/outbox', '/admin/outcomes', '/audit'].includes(
          l.getAttribute('href') ?? '',
        ),
      );
      expect(staffLinks.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(tools);
    }
    if (role !== 'user') {
      expect(within(mainNav()).getByRole('link', { name: 'Audit' })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('stays signed out when the server rejects the token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    stubFetch({ 'GET /api/auth/me': () => fakeResponse({ status: 401, body: { message: 'Unauthorized' } }) });
    renderWithProviders(<NavBar />);

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()); // not sent again
  });

  it('keeps a token another tab stored while the refused one was being checked', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    stubFetch({
      'GET /api/auth/me': () => {
        window.localStorage.setItem(AUTH_TOKEN_KEY, 'fresh-from-another-tab');
        return fakeResponse({ status: 401, body: { message: 'Unauthorized' } });
      },
    });
    renderWithProviders(<NavBar />);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh-from-another-tab');
  });

  it('marks the active link, with Home active only on "/"', () => {
    stubFetch({});
    renderWithProviders(<NavBar />, { route: '/subscription-plans' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home active on "/"', () => {
    stubFetch({});
    renderWithProviders(<NavBar />, { route: '/' });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Plans' })).not.toHaveAttribute('aria-current');
  });

  it('matches Home exactly and other links by prefix', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/account', '/')).toBe(false);
    expect(isActivePath('/account', '/account')).toBe(true);
    expect(isActivePath('/account/settings', '/account')).toBe(true);
    expect(isActivePath('/accounting', '/account')).toBe(false);
  });

  it('opens and closes the mobile menu with the button and Escape', async () => {
    stubFetch({});
    const { user: u } = renderWithProviders(<NavBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menuId = button.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();
    const menu = document.getElementById(menuId ?? '');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    const mobileNav = within(screen.getByRole('navigation', { name: 'Main (mobile)' }));
    expect(mobileNav.getByRole('link', { name: 'Plans' })).toBeInTheDocument();
    expect(mobileNav.getByRole('link', { name: 'Create Account' })).toBeInTheDocument();

    await u.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });

  it('closes the mobile menu after navigating', async () => {
    stubFetch({});
    const { user: u, currentPath } = renderWithProviders(<NavBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await u.click(button);

    const mobileNav = within(screen.getByRole('navigation', { name: 'Main (mobile)' }));
    await u.click(mobileNav.getByRole('link', { name: 'Plans' }));

    expect(currentPath()).toBe('/subscription-plans');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
