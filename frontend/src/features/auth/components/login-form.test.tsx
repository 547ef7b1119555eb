import { describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/auth';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const user = {
  id: 'u1',
  email: 'pat@example.com',
  name: 'Pat Doe',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
};

function setup() {
  let navigated = 0;
  const utils = renderWithProviders(<LoginForm onSuccess={() => (navigated += 1)} />);
  return { ...utils, navigated: () => navigated };
}

async function fillAndSubmit(u: ReturnType<typeof setup>['user'], email: string, password: string) {
  await u.type(screen.getByLabelText('Email'), email);
  await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('<LoginForm />', () => {
  it('toasts "Login Failed" with the server message', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        fakeResponse({
          status: 429,
          body: {
            statusCode: 429,
            message: 'Too many sign-in attempts. Try again in a minute.',
            error: 'Too Many Requests',
          },
        }),
    });
    const { user: u, navigated } = setup();
    await fillAndSubmit(u, 'pat@example.com', 'wrong');

    const title = await screen.findByText('Login Failed');
    expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Too many sign-in attempts. Try again in a minute.')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigated()).toBe(0);
  });

  it('falls back to "Invalid email or password" when the server gives no message', async () => {
    stubFetch({ 'POST /api/auth/login': () => fakeResponse({ status: 401, statusText: 'Unauthorized' }) });
    const { user: u } = setup();
    await fillAndSubmit(u, 'pat@example.com', 'wrong');

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('stores the token, caches the user and welcomes the user back', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/login': () => fakeResponse({ body: { token: 'tok-1', user } }),
    });
    const { user: u, navigated, queryClient } = setup();
    await fillAndSubmit(u, ' Pat@Example.com ', 'password123');

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've been successfully logged in.")).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    expect(queryClient.getQueryData(authKeys.me)).toEqual(user);
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({
      email: 'pat@example.com',
      password: 'password123',
    });
    expect(navigated()).toBe(1);
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = stubFetch({});
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
