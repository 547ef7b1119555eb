import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { testThread } from '@/testing/support-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { AccountRoute } from './account';
import { MyRequestsRoute } from './my-requests';

const staffReply = { id: 'r1', author: 'staff' as const, authorName: 'Sam Staff', message: 'Your letter is on My Documents.', createdAt: '2026-11-24T17:00:00.000Z' };

describe('<MyRequestsRoute /> (Account → My requests)', () => {
  it("shows the user's requests with staff replies, and sends an answer (axe clean)", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let answered = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/account/support-requests': () =>
        fakeResponse({
          body: {
            tickets: [
              testThread({
                id: 't1',
                subject: 'Where is my letter?',
                replyCount: answered ? 2 : 1,
                replies: answered
                  ? [staffReply, { id: 'r2', author: 'customer', authorName: 'Pat Doe', message: 'Found it, thanks!', createdAt: '2026-11-24T18:00:00.000Z' }]
                  : [staffReply],
              }),
              testThread({ id: 't0', subject: 'Old question', status: 'closed' }),
            ],
          },
        }),
      'POST /api/account/support-requests/t1/replies': () => {
        answered = true;
        return fakeResponse({ status: 201, body: testThread() });
      },
    });
    const { user, container } = renderWithProviders(<MyRequestsRoute />, { route: '/account/requests' });
    const list = await screen.findByRole('list', { name: 'My requests' });
    const [open, closed] = within(list).getAllByRole('listitem', { name: '' }).filter((li) => li.parentElement === list);
    expect(within(open!).getByRole('heading', { name: 'Where is my letter?' })).toBeInTheDocument();
    expect(within(open!).getByText('Your letter is on My Documents.')).toBeInTheDocument();
    expect(within(open!).getByText(/Sam Staff, SueGo support/)).toBeInTheDocument();
    expect(within(closed!).getByText(/This request is closed/)).toBeInTheDocument();
    expect(within(closed!).queryByLabelText('Your reply')).not.toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.type(within(open!).getByLabelText('Your reply'), 'Found it, thanks!');
    await user.click(within(open!).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(await screen.findByText('Found it, thanks!')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body as string)).toEqual({ message: 'Found it, thanks!' });
  });

  it('says so when there are no requests, with a link to the form', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/account/support-requests': () => fakeResponse({ body: { tickets: [] } }),
    });
    renderWithProviders(<MyRequestsRoute />, { route: '/account/requests' });
    expect(await screen.findByText(/You have not sent any support requests yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('signed-out visitors go to /login', async () => {
    stubFetch({});
    const { currentPath } = renderWithProviders(<MyRequestsRoute />, { route: '/account/requests' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Faccount%2Frequests'));
  });

  it('is linked from the account page', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/pricing': () => fakeResponse({ body: { currency: 'usd', documents: [], plans: [] } }),
      'GET /api/subscription/status': () => fakeResponse({ body: { hasSubscription: false } }),
    });
    renderWithProviders(<AccountRoute />, { route: '/account' });
    expect(await screen.findByRole('link', { name: /My requests/ })).toHaveAttribute('href', '/account/requests');
  });
});
