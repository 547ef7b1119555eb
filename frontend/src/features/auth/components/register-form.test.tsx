import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

const user = {
  id: 'u1',
  email: 'pat@example.com',
  name: 'Pat Doe',
  role: 'user',
  createdAt: '2026-01-01T00:00:00Z',
};

function setup() {
  let navigated = 0;
  const utils = renderWithProviders(<RegisterForm onSuccess={() => (navigated += 1)} />);
  return { ...utils, navigated: () => navigated };
}

function field(label: string) {
  return screen.getByLabelText(label);
}

function expectFieldError(label: string, message: string) {
  const input = field(label);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message) as string);
  expect(screen.getByText(message)).toBeInTheDocument();
}

describe('<RegisterForm />', () => {
  it('shows the required-field messages at each field', async () => {
    const fetchMock = stubFetch({});
    const { user: u } = setup();
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expectFieldError('Full name', 'Name is required');
    expectFieldError('Email', 'Email is required');
    expectFieldError('Password', 'Password is required');
    expectFieldError('Confirm password', 'Please confirm your password');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email, a short password and a mismatch', async () => {
    const fetchMock = stubFetch({});
    const { user: u } = setup();
    await u.type(field('Full name'), 'Pat');
    await u.type(field('Email'), 'not-an-email');
    await u.type(field('Password'), 'short');
    await u.type(field('Confirm password'), 'different');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expectFieldError('Email', 'Please enter a valid email');
    expectFieldError('Password', 'Password must be at least 8 characters');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    await u.clear(field('Password'));
    await u.type(field('Password'), 'long-enough-1');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expectFieldError('Confirm password', 'Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends trimmed values with a lower-cased email, stores the token and toasts', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/register': () => fakeResponse({ status: 201, body: { token: 'new-token', user } }),
      'GET /api/auth/me': () => fakeResponse({ body: user }),
    });
    const { user: u, navigated } = setup();
    await u.type(field('Full name'), '  Pat Doe ');
    await u.type(field('Email'), '  Pat@Example.COM ');
    await u.type(field('Password'), 'correct horse');
    await u.type(field('Confirm password'), 'correct horse');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    const registerCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register');
    expect(JSON.parse(registerCall?.[1]?.body as string)).toEqual({
      name: 'Pat Doe',
      email: 'pat@example.com',
      password: 'correct horse',
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
    expect(navigated()).toBe(1);
  });

  it('shows the server message when registration fails', async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        fakeResponse({
          status: 409,
          body: { statusCode: 409, message: 'An account with this email already exists', error: 'Conflict' },
        }),
    });
    const { user: u, navigated } = setup();
    await u.type(field('Full name'), 'Pat');
    await u.type(field('Email'), 'pat@example.com');
    await u.type(field('Password'), 'password123');
    await u.type(field('Confirm password'), 'password123');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigated()).toBe(0);
  });

  it('falls back to "Failed to create account" without a server message', async () => {
    stubFetch({ 'POST /api/auth/register': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user: u } = setup();
    await u.type(field('Full name'), 'Pat');
    await u.type(field('Email'), 'pat@example.com');
    await u.type(field('Password'), 'password123');
    await u.type(field('Confirm password'), 'password123');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Failed to create account')).toBeInTheDocument();
  });
});
