import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { PRIVATE_LINKS_NOTE } from '@/features/notifications/components/outbox-list';
import { AdminOutboxRoute } from './outbox';

const mail = (n: number) => ({
  id: `m${n}`,
  kind: 'password-reset',
  to: `user${n}@example.com`,
  subject: `Reset your SueGo password ${n}`,
  text: `Hello ${n}, open [private link: only the recipient can see it]`,
  html: '<p>x</p>',
  status: 'kept',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-24T10:00:00Z',
  sentAt: null,
});

describe('<AdminOutboxRoute />', () => {
  it('shows staff every email with its text, paginated (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: { ...testUser, role: 'staff', secondFactor: 'verified' } }),
      'GET /api/admin/outbox?page=1&pageSize=20': () =>
        fakeResponse({ body: { items: [mail(1), mail(2)], total: 21, page: 1, pageSize: 20, delivering: false } }),
      'GET /api/admin/outbox?page=2&pageSize=20': () =>
        fakeResponse({ body: { items: [mail(21)], total: 21, page: 2, pageSize: 20, delivering: false } }),
    });
    const { user, container } = renderWithProviders(<AdminOutboxRoute />, { route: '/admin/outbox' });
    expect(await screen.findByText('Reset your SueGo password 1')).toBeInTheDocument();
    expect(
      screen.getByText(/Hello 1, open \[private link: only the recipient can see it\]/, { selector: 'pre' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/No SMTP server is configured: emails never leave the machine/),
    ).toHaveTextContent(PRIVATE_LINKS_NOTE);
    expect(screen.getAllByText('In the dev mailbox (not sent)')).toHaveLength(2);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Reset your SueGo password 21')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('page=2'))).toBe(true);
  });

  it('sends a staff session that has not passed the second factor to the code prompt, and back here after', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: { ...testUser, role: 'staff', secondFactor: 'pending' } }),
    });
    const { currentPath } = renderWithProviders(<AdminOutboxRoute />, { route: '/admin/outbox' });
    await waitFor(() => expect(currentPath()).toBe('/admin/two-factor?returnTo=%2Fadmin%2Foutbox'));
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/admin/outbox'))).toBe(false);
  });

  it('tells a non-staff user the page is staff only, without asking for the outbox', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: testUser }) });
    renderWithProviders(<AdminOutboxRoute />, { route: '/admin/outbox' });
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/admin/outbox'))).toBe(false);
  });
});
