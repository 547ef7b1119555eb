import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeResponse } from '@/testing/test-utils';
import { apiRequest, getErrorMessage, getQueryFn } from './api-client';
import { AUTH_TOKEN_KEY } from './auth-token';

function lastCall(mock: ReturnType<typeof vi.fn>): { url: string; init: RequestInit } {
  const call = mock.mock.calls.at(-1) as [string, RequestInit] | undefined;
  if (!call) throw new Error('fetch was not called');
  return { url: call[0], init: call[1] };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('apiRequest', () => {
  afterEach(() => window.localStorage.clear());

  it('sends credentials and no Authorization header without a stored token', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(fakeResponse({ body: { ok: true } })));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('GET', '/api/thing');

    const { url, init } = lastCall(fetchMock);
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('include');
    expect(headersOf(init)).not.toHaveProperty('Authorization');
  });

  it('sends the bearer token when one is stored', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok_123');
    const fetchMock = vi.fn(() => Promise.resolve(fakeResponse({ body: {} })));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('GET', '/api/thing');

    expect(headersOf(lastCall(fetchMock).init).Authorization).toBe('Bearer tok_123');
  });

  it('sets the JSON content type and body only when there is a body', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(fakeResponse({ status: 204 })));
    vi.stubGlobal('fetch', fetchMock);

    await apiRequest('POST', '/api/auth/logout');
    const withoutBody = lastCall(fetchMock).init;
    expect(headersOf(withoutBody)).not.toHaveProperty('Content-Type');
    expect(withoutBody.body).toBeUndefined();

    await apiRequest('POST', '/api/auth/login', { email: 'a@b.co', password: 'x' });
    const withBody = lastCall(fetchMock).init;
    expect(headersOf(withBody)['Content-Type']).toBe('application/json');
    expect(withBody.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('throws "<status>: <body>" for a non-2xx answer', async () => {
    const body = { statusCode: 409, message: 'Email already registered', error: 'Conflict' };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(fakeResponse({ status: 409, statusText: 'Conflict', body }))));

    await expect(apiRequest('POST', '/api/auth/register', {})).rejects.toThrow(`409: ${JSON.stringify(body)}`);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(fakeResponse({ status: 503, statusText: 'Service Unavailable' }))),
    );

    await expect(apiRequest('GET', '/api/thing')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('GETs the query key parts joined with "/"', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(fakeResponse({ body: { id: '42' } })));
    vi.stubGlobal('fetch', fetchMock);

    const result = await getQueryFn<{ id: string }>({ on401: 'throw' })(context(['/api/cases', '42']));

    expect(lastCall(fetchMock).url).toBe('/api/cases/42');
    expect(lastCall(fetchMock).init.credentials).toBe('include');
    expect(result).toEqual({ id: '42' });
  });

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(fakeResponse({ status: 401, body: { message: 'Unauthorized' } }))));

    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toThrow(/^401: /);
  });
});

describe('getErrorMessage', () => {
  it('extracts the message of a JSON error body', () => {
    const error = new Error('409: {"statusCode":409,"message":"Email already registered","error":"Conflict"}');
    expect(getErrorMessage(error, 'fallback')).toBe('Email already registered');
  });

  it('joins a list of validation messages', () => {
    const error = new Error('400: {"statusCode":400,"message":["email must be an email","name should not be empty"]}');
    expect(getErrorMessage(error, 'fallback')).toBe('email must be an email. name should not be empty');
  });

  it('uses the fallback for network errors and HTML bodies', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
    expect(getErrorMessage(new Error('502: <html>Bad gateway</html>'), 'Try again')).toBe('Try again');
  });

  it('keeps a short plain-text body', () => {
    expect(getErrorMessage(new Error('429: Too Many Requests'), 'fallback')).toBe('Too Many Requests');
  });
});
