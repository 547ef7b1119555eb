import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { UnsubscribeRoute } from './unsubscribe';

describe('<UnsubscribeRoute />', () => {
  it('records nothing on opening; the button stops the reminders with the link token (axe clean)', async () => {
    const fetchMock = stubFetch({
      'POST /api/reminders/unsubscribe?token=tok%2Fa.b': () =>
        fakeResponse({ body: { emailReminders: false } }),
    });
    const { user, container } = renderWithProviders(<UnsubscribeRoute />, {
      route: '/unsubscribe?token=tok%2Fa.b',
    });
    const button = await screen.findByRole('button', { name: 'Stop case reminders' });
    expect(fetchMock.mock.calls.some(([u]) => (u as string).includes('/api/reminders/unsubscribe'))).toBe(
      false,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(button);
    expect(await screen.findByText('You will get no more case reminders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  });

  it('says an incomplete link is incomplete and offers the account page instead', async () => {
    stubFetch({});
    renderWithProviders(<UnsubscribeRoute />, { route: '/unsubscribe' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByRole('button', { name: 'Stop case reminders' })).not.toBeInTheDocument();
  });
});
