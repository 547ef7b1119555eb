import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import { makeSubscription, statusBody, subscriptionPricing } from '@/testing/subscription-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { AccountRoute } from '../account';
import { ConfirmEmailChangeRoute } from './confirm-email-change';
import { VerifyEmailRoute } from './verify-email';

const TOKEN = 'B'.repeat(43);

async function noAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit).body as string) as unknown;
const problem = (status: number, message: string) =>
  fakeResponse({ status, body: { statusCode: status, message, error: 'Error' } });

function renderAt(route: string) {
  return renderWithProviders(
    <Switch>
      <Route path="/verify-email" component={VerifyEmailRoute} />
      <Route path="/confirm-email-change" component={ConfirmEmailChangeRoute} />
      <Route path="/account">
        <AccountRoute />
      </Route>
    </Switch>,
    { route },
  );
}

describe('the pages an emailed link opens', () => {
  it('/verify-email does nothing on opening; the button confirms the email (axe clean)', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/email-verification/confirm': () =>
        fakeResponse({ body: { email: 'pat@example.com', message: 'Your email is verified' } }),
    });
    const { user, container } = renderAt(`/verify-email?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    await noAxeViolations(container);
    expect(fetchMock).not.toHaveBeenCalled(); // a mail scanner opening the link changes nothing
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0])).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    await noAxeViolations(container);
  });

  it('/confirm-email-change shows a refused link and says what to do', async () => {
    stubFetch({
      'POST /api/auth/email-change/confirm': () => problem(400, 'token is invalid or has expired'),
    });
    const { user, container } = renderAt(`/confirm-email-change?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Confirm the new email' }));
    expect(await screen.findByText('token is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByText(/Ask for a new one on your account page/)).toBeInTheDocument();
    await noAxeViolations(container);
  });

  it('a link without its token says it is incomplete', () => {
    stubFetch({});
    renderAt('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});

function renderAccount(me: object, routes: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: me }),
    'GET /api/pricing': () => fakeResponse({ body: subscriptionPricing }),
    'GET /api/subscription/status': () => fakeResponse({ body: statusBody(makeSubscription()) }),
    ...routes,
  });
  return { ...renderAt('/account'), fetchMock };
}

describe('<AccountRoute /> email ownership', () => {
  it("shows 'Your email is not verified yet' with 'Resend link', and no email change (axe clean)", async () => {
    const { user, container, fetchMock } = renderAccount(
      { ...testUser, emailVerified: false },
      {
        'POST /api/auth/email-verification': () =>
          fakeResponse({
            status: 202,
            body: { message: 'We sent a new link to pat@example.com. It works for 48 hours.' },
          }),
      },
    );
    expect(await screen.findByText('Your email is not verified yet')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change email' })).not.toBeInTheDocument();
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(
      await screen.findByText('We sent a new link to pat@example.com. It works for 48 hours.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/email-verification')).toHaveLength(1);
  });

  it('tells a resend refused for too many requests', async () => {
    const { user } = renderAccount(
      { ...testUser, emailVerified: false },
      {
        'POST /api/auth/email-verification': () => problem(429, 'Too many attempts. Please try again later.'),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  });

  it('a verified account changes its email with its password; errors land on their field (axe clean)', async () => {
    let answer: Response = problem(400, 'password is not correct');
    const { user, container, fetchMock } = renderAccount(
      { ...testUser, emailVerified: true },
      { 'POST /api/auth/email-change': () => answer },
    );
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change email' });
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New email'), ' Pat.New@Example.com ');
    await user.type(screen.getByLabelText('Current password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('This password is not correct')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/auth/email-change'))).toEqual({
      newEmail: 'pat.new@example.com',
      password: 'wrong one',
    });
    answer = fakeResponse({
      status: 202,
      body: {
        message:
          'We sent a link to pat.new@example.com. Your email changes when you open it (within 24 hours).',
      },
    });
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We sent a link to pat.new@example.com/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New email')).toHaveValue(''));
    expect(form).toBeInTheDocument();
    await noAxeViolations(container);
  });
});
