import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { testThread, testTicket } from '@/testing/support-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { AdminSupportRoute } from './admin-support';

const staff = { ...testUser, role: 'staff', secondFactor: 'verified' };
const page = (tickets: ReturnType<typeof testTicket>[], total = tickets.length, p = 1) => ({ tickets, total, page: p, pageSize: 20 });
const problem = (status: number, message: string) => fakeResponse({ status, body: { statusCode: status, message, error: 'Error' } });

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

function signedInAs(user: object, routes: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: user }), ...routes });
}

describe('<AdminSupportRoute /> (/admin/support)', () => {
  it('lists each ticket with subject, badges, name, email, dates, message, overdue flag and status selector (axe clean)', async () => {
    signedInAs(staff, {
      'GET /api/support?page=1&pageSize=20': () =>
        fakeResponse({
          body: page([
            testTicket({ id: 't2', subject: 'Cannot download PDF', priority: 'urgent', status: 'in_progress', updatedAt: '2026-11-25T10:00:00.000Z', overdue: true }),
            testTicket({ id: 't1', subject: 'Where is my letter?', priority: 'low' }),
          ]),
        }),
    });
    const { container } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    const list = await screen.findByRole('list', { name: 'Support tickets' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Cannot download PDF' })).toBeInTheDocument();
    expect(within(first!).getByText('Urgent priority')).toBeInTheDocument();
    expect(within(first!).getByText('In Progress', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(first!).getByText('Overdue')).toBeInTheDocument();
    expect(within(first!).getByText('Last updated')).toBeInTheDocument();
    expect(within(first!).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('I paid yesterday and see nothing.')).toBeInTheDocument();
    expect(within(first!).getByLabelText('Status')).toHaveValue('in_progress');
    // Last updated only when it differs from created.
    expect(within(second!).queryByText('Last updated')).not.toBeInTheDocument();
    expect(within(second!).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(second!).getByText('Low priority')).toBeInTheDocument();
    expect(within(second!).getByText('Open', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    await noAxeViolations(container);
  });

  it("filters by status, searches, and says 'No support tickets found'", async () => {
    const fetchMock = signedInAs(staff, {
      'GET /api/support?page=1&pageSize=20': () => fakeResponse({ body: page([testTicket()]) }),
      'GET /api/support?status=closed&page=1&pageSize=20': () => fakeResponse({ body: page([]) }),
      'GET /api/support?status=closed&q=ana%40example&page=1&pageSize=20': () => fakeResponse({ body: page([]) }),
      'GET /api/support?status=closed&q=ana%40example&overdue=true&page=1&pageSize=20': () => fakeResponse({ body: page([]) }),
    });
    const { user } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    await screen.findByRole('list', { name: 'Support tickets' });
    const filter = screen.getByLabelText('Filter by status');
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.value)).toEqual(['all', 'open', 'in_progress', 'resolved', 'closed']);
    await user.selectOptions(filter, 'closed');
    expect(await screen.findByText('No support tickets found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by email or subject'), 'ana@example');
    await user.click(screen.getByLabelText('Overdue only'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => u as string)).toContain('/api/support?status=closed&q=ana%40example&overdue=true&page=1&pageSize=20'),
    );
  });

  it("pages through the list", async () => {
    signedInAs(staff, {
      'GET /api/support?page=1&pageSize=20': () => fakeResponse({ body: page([testTicket({ subject: 'Page one' })], 21) }),
      'GET /api/support?page=2&pageSize=20': () => fakeResponse({ body: page([testTicket({ subject: 'Page two' })], 21, 2) }),
    });
    const { user } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    expect(await screen.findByText('Page one')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page two')).toBeInTheDocument();
  });

  it("changes the status: 'Status updated', or 'Failed to update status'", async () => {
    let fail = false;
    const fetchMock = signedInAs(staff, {
      'GET /api/support?page=1&pageSize=20': () => fakeResponse({ body: page([testTicket()]) }),
      'PATCH /api/support/t1': (init) =>
        fail ? problem(500, '') : fakeResponse({ body: testTicket({ status: JSON.parse(init?.body as string).status }) }),
    });
    const { user } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    await screen.findByRole('list', { name: 'Support tickets' });
    await user.selectOptions(screen.getByLabelText('Status'), 'in_progress');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(screen.getByText('Support ticket status has been updated.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')?.[1]?.body as string)).toEqual({ status: 'in_progress' });
    fail = true;
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    expect(await screen.findByText('Failed to update status')).toBeInTheDocument();
  });

  it('opens the reply thread and sends a staff reply', async () => {
    const fetchMock = signedInAs(staff, {
      'GET /api/support?page=1&pageSize=20': () => fakeResponse({ body: page([testTicket({ replyCount: 1 })]) }),
      'GET /api/support/t1': () =>
        fakeResponse({
          body: testThread({ replyCount: 1, replies: [{ id: 'r1', author: 'customer', authorName: 'Ana Díaz', message: 'Any news?', createdAt: '2026-11-24T16:00:00.000Z' }] }),
        }),
      'POST /api/support/t1/replies': () =>
        fakeResponse({
          status: 201,
          body: testThread({
            replyCount: 2,
            replies: [
              { id: 'r1', author: 'customer', authorName: 'Ana Díaz', message: 'Any news?', createdAt: '2026-11-24T16:00:00.000Z' },
              { id: 'r2', author: 'staff', authorName: 'Pat Doe', message: 'It is ready now.', createdAt: '2026-11-24T17:00:00.000Z' },
            ],
          }),
        }),
    });
    const { user, container } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    await user.click(await screen.findByRole('button', { name: 'Replies (1)' }));
    expect(await screen.findByText('Any news?')).toBeInTheDocument();
    expect(screen.getByText(/Ana Díaz \(customer\)/)).toBeInTheDocument();
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reply to the customer'), 'It is ready now.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(await screen.findByText('It is ready now.')).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')?.[1]?.body as string)).toEqual({ message: 'It is ready now.' });
    expect(screen.getByLabelText('Reply to the customer')).toHaveValue('');
  });

  it('others get the 403 page, without asking for tickets', async () => {
    const fetchMock = signedInAs(testUser);
    renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    expect(await screen.findByText('Staff only')).toBeInTheDocument();
    expect(screen.getByText(/error 403/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => (u as string).startsWith('/api/support'))).toBe(false);
  });

  it('signed-out visitors go to /login, and come back after', async () => {
    stubFetch({});
    const { currentPath } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fadmin%2Fsupport'));
  });

  it('staff who have not passed the second factor go to the code prompt first', async () => {
    signedInAs({ ...staff, secondFactor: 'pending' });
    const { currentPath } = renderWithProviders(<AdminSupportRoute />, { route: '/admin/support' });
    await waitFor(() => expect(currentPath()).toBe('/admin/two-factor?returnTo=%2Fadmin%2Fsupport'));
  });
});
