import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { testTicket } from '@/testing/support-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { SupportRoute } from './support';

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('<SupportRoute /> (/support)', () => {
  it('shows the form, the four labelled priorities and the side info (axe clean)', async () => {
    stubFetch({});
    const { container } = renderWithProviders(<SupportRoute />, { route: '/support' });
    for (const label of ['Full Name', 'Email', 'Subject', 'Priority', 'Message']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    const options = Array.from(screen.getByLabelText<HTMLSelectElement>('Priority').options).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['low', 'Low - General question'],
      ['medium', 'Medium - Need assistance'],
      ['high', 'High - Urgent help needed'],
      ['urgent', 'Urgent - Critical issue'],
    ]);
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    expect(screen.getByText('We respond within 24 hours on business days.')).toBeInTheDocument();
    expect(screen.getByText('Monday-Friday 9:00 AM-6:00 PM EST')).toBeInTheDocument();
    await noAxeViolations(container);
  });

  it('names each missing field before sending anything', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<SupportRoute />, { route: '/support' });
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the request, toasts 'Support request submitted' and shows 'Request Submitted Successfully!' (axe clean)", async () => {
    const fetchMock = stubFetch({
      'POST /api/support': (init) => fakeResponse({ status: 201, body: testTicket({ ...JSON.parse(init?.body as string), id: 'tk-9' }) }),
    });
    const { user, container } = renderWithProviders(<SupportRoute />, { route: '/support' });
    await user.type(screen.getByLabelText('Full Name'), 'Ana Díaz');
    await user.type(screen.getByLabelText('Email'), ' Ana@Example.com ');
    await user.type(screen.getByLabelText('Subject'), 'Where is my letter?');
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await user.type(screen.getByLabelText('Message'), 'I paid yesterday.');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Request Submitted Successfully!')).toBeInTheDocument();
    expect(screen.getByText('Support request submitted')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      name: 'Ana Díaz',
      email: 'ana@example.com',
      subject: 'Where is my letter?',
      priority: 'urgent',
      message: 'I paid yesterday.',
    });
    await noAxeViolations(container);
  });

  it("toasts 'Failed to submit request' with the server's message, and keeps the form", async () => {
    stubFetch({
      'POST /api/support': () =>
        fakeResponse({ status: 429, body: { statusCode: 429, message: 'You have sent several support requests in a short time.', error: 'Too Many Requests' } }),
    });
    const { user } = renderWithProviders(<SupportRoute />, { route: '/support' });
    await user.type(screen.getByLabelText('Full Name'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Help');
    await user.type(screen.getByLabelText('Message'), 'Please');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Failed to submit request')).toBeInTheDocument();
    expect(screen.getByText('You have sent several support requests in a short time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Help');
  });

  it('fills in the name and email of a signed-in user (and sends their token)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({ 'GET /api/auth/me': () => fakeResponse({ body: testUser }) });
    renderWithProviders(<SupportRoute />, { route: '/support' });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Pat Doe'));
    expect(screen.getByLabelText('Email')).toHaveValue('pat@example.com');
  });
});
