import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { myDocumentsPage, testUser } from '@/testing/case-fixtures';
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
