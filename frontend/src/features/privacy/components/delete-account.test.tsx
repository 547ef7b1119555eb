import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { DeleteAccount } from './delete-account';

const EMAIL = 'ana@example.com';

function renderCard(answer: () => Response = () => fakeResponse({ status: 204 })) {
  const fetchMock = stubFetch({ 'POST /api/account/delete': answer });
  return { ...renderWithProviders(<DeleteAccount email={EMAIL} />, { route: '/account' }), fetchMock };
}

describe('<DeleteAccount />', () => {
  it('says what is erased and what is kept, and asks for the email before anything happens (axe clean)', async () => {
    const { user, fetchMock } = renderCard();
    const card = screen.getByRole('region', { name: 'Delete my account' });
    expect(card).toHaveTextContent('We keep only what the law requires');
    expect(within(card).getByRole('link', { name: 'What we keep and for how long' })).toHaveAttribute(
      'href',
      '/privacy-policy#retention',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account permanently' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type your email address to confirm'), 'ana@example.co');
    expect(confirm).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('deletes with the typed email, then clears the browser like sign-out, signs out and goes home with a toast', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    localStorage.setItem('suego-questionnaire-draft', '{"plaintiffName":"Ana"}');
    sessionStorage.setItem('suego-current-case', 'c1');
    const { user, fetchMock, currentPath } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText('Type your email address to confirm'),
      '  ANA@example.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));

    await waitFor(() => expect(currentPath()).toBe('/'));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init!.body as string)).toEqual({ confirmEmail: 'ANA@example.com' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(
      screen.getByText('Your account is closed and your personal information has been erased.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps the account", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-2');
    const { user, currentPath } = renderCard(() =>
      fakeResponse({
        status: 400,
        body: { statusCode: 400, message: "confirmEmail does not match your account's email" },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Type your email address to confirm'), EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "confirmEmail does not match your account's email",
    );
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-2');
    expect(currentPath()).toBe('/account');
  });
});
