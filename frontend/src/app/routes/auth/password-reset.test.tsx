import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { LoginRoute } from './login';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';

const TOKEN = 'A'.repeat(43);

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

function renderAt(route: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/login" component={LoginRoute} />
      <Route path="/forgot-password" component={ForgotPasswordRoute} />
      <Route path="/reset-password" component={ResetPasswordRoute} />
    </Switch>,
    { route },
  );
}

describe('forgot and reset password pages', () => {
  it("/login links to 'Forgot password?'", async () => {
    stubFetch({});
    const { user, currentPath } = renderAt('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(currentPath()).toBe('/forgot-password');
  });

  it('sends the email, then shows the same answer whatever the email (axe clean)', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/password-reset': () => fakeResponse({ status: 202, body: { message: 'ignored' } }),
    });
    const { user, container } = renderAt('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' Pat@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for this email, we sent a link to reset the password. It is valid for 30 minutes.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ email: 'pat@example.com' });
    await noAxeViolations(container);
  });

  it('sets the new password with the token from the link and goes to sign in (axe clean)', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/password-reset/confirm': () => fakeResponse({ status: 204 }),
    });
    const { user, container, currentPath } = renderAt(`/reset-password?token=${TOKEN}`);
    await noAxeViolations(container);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'violet kayak thunder 42');
    await user.type(screen.getByLabelText('Confirm new password'), 'violet kayak thunder 42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      token: TOKEN,
      password: 'violet kayak thunder 42',
    });
  });

  it('shows the server refusal as a sentence: an expired link as a toast, a refused password on the field (issue 32)', async () => {
    let answer = { message: 'token is invalid or has expired', field: 'token', code: 'link_invalid' };
    stubFetch({
      'POST /api/auth/password-reset/confirm': () =>
        fakeResponse({ status: 400, body: { statusCode: 400, error: 'Bad Request', ...answer } }),
    });
    const { user } = renderAt(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'violet kayak thunder 42');
    await user.type(screen.getByLabelText('Confirm new password'), 'violet kayak thunder 42');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.queryByText('token is invalid or has expired')).not.toBeInTheDocument();
    answer = {
      message: 'password must not contain your email or name',
      field: 'password',
      code: 'weak_password',
    };
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText(
        'This password is too easy to guess, or contains your name or email. Try a longer phrase of unrelated words.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^password /)).not.toBeInTheDocument();
  });

  it('a link without a token asks for a new one', async () => {
    stubFetch({});
    renderAt('/reset-password');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
