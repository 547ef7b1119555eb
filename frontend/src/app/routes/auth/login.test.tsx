import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { myDocumentsPage, testUser } from '@/testing/case-fixtures';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';

const signInRoutes = {
  'POST /api/auth/login': () => fakeResponse({ body: { token: 'tok-9', user: testUser } }),
  'GET /api/auth/me': () => fakeResponse({ body: testUser }),
  'GET /api/cases/my-documents?page=1&pageSize=10': () => fakeResponse({ body: myDocumentsPage([]) }),
  'GET /api/subscription/status': () => fakeResponse({ body: { subscription: null, hasActiveSubscription: false } }),
};

async function signIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase 42');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in returns to the page the visitor was sent from (issue 11, point 15)', () => {
  it('a signed-out visitor of /my-documents signs in and lands back on /my-documents', async () => {
    stubFetch(signInRoutes);
    const { user, currentPath } = renderWithProviders(<AppRouter />, { route: '/my-documents' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fmy-documents'));
    await signIn(user);
    await waitFor(() => expect(currentPath()).toBe('/my-documents'));
    expect(await screen.findByRole('heading', { name: 'My Documents' })).toBeInTheDocument();
  });

  it('keeps the query of the page it returns to', async () => {
    stubFetch(signInRoutes);
    const { user, currentPath } = renderWithProviders(<AppRouter />, {
      route: '/login?returnTo=%2Fmy-documents%3Fpage%3D2',
    });
    await signIn(user);
    await waitFor(() => expect(currentPath()).toBe('/my-documents?page=2'));
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', '/\t/evil.com', 'javascript:alert(1)'])(
    'never leaves the site: returnTo=%j goes to /account',
    async (target) => {
      stubFetch(signInRoutes);
      const { user, currentPath } = renderWithProviders(<AppRouter />, {
        route: `/login?returnTo=${encodeURIComponent(target)}`,
      });
      await signIn(user);
      await waitFor(() => expect(currentPath()).toBe('/account'));
    },
  );
});

describe('a signed-in person never sees the sign-in or sign-up form (issue 32)', () => {
  it.each([
    ['/login', '/account'],
    ['/login?returnTo=%2Fmy-documents', '/my-documents'],
    ['/register', '/account'],
  ])('%s goes on to %s', async (route, to) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9');
    stubFetch(signInRoutes);
    const { currentPath } = renderWithProviders(<AppRouter />, { route });
    await waitFor(() => expect(currentPath()).toBe(to));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
  });
});

describe('staff sign-in goes through the second factor (ADR 113)', () => {
  it('a staff member sent to /admin/support signs in, gets the code prompt, then lands on /admin/support', async () => {
    const staff = { ...testUser, role: 'staff', secondFactor: 'pending' };
    let verified = false;
    stubFetch({
      'POST /api/auth/login': () => fakeResponse({ body: { token: 'tok-9', user: staff } }),
      'GET /api/auth/me': () => fakeResponse({ body: { ...staff, secondFactor: verified ? 'verified' : 'pending' } }),
      'GET /api/auth/two-factor': () =>
        fakeResponse({ body: { required: true, enrolled: true, verified, recoveryCodesLeft: 10 } }),
      'POST /api/auth/two-factor/verify': () => {
        verified = true;
        return fakeResponse({ body: { verified: true, recoveryCodesLeft: 10 } });
      },
      'GET /api/support?page=1&pageSize=20': () => fakeResponse({ body: { tickets: [], total: 0, page: 1, pageSize: 20 } }),
    });
    const { user, currentPath } = renderWithProviders(<AppRouter />, { route: '/admin/support' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fadmin%2Fsupport'));
    await signIn(user);
    await waitFor(() => expect(currentPath()).toBe('/admin/two-factor?returnTo=%2Fadmin%2Fsupport'));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/support'));
    expect(await screen.findByText('No support tickets found')).toBeInTheDocument();
  });
});
