import type { QueryFunction } from '@tanstack/react-query';
import { getAuthToken } from './auth-token';
import { fieldErrorSentence, getFieldProblems } from './field-errors';

/**
 * Error thrown for every non-2xx answer. Its message follows spec §8 exactly:
 * "<status>: <body text>" or "<status>: <status text>" when the body is empty.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let body: string;
  try {
    body = await res.text();
  } catch {
    body = '';
  }
  throw new ApiError(res.status, res.statusText, body);
}

function buildHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends one request (spec §7): credentials always, bearer token when stored, JSON type only with a body. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  init?: { signal?: AbortSignal },
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: buildHeaders(hasBody),
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: init?.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** Parses a JSON answer; an empty answer (e.g. 204) gives undefined. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export async function apiJson<T>(method: HttpMethod, url: string, data?: unknown): Promise<T> {
  const res = await apiRequest(method, url, data);
  return readJson<T>(res);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

function keyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .map((part) => {
      if (typeof part === 'string' || typeof part === 'number') return String(part);
      throw new TypeError('Query keys read by getQueryFn may only hold strings and numbers');
    })
    .join('/');
}

/** Default reader: GET the query key parts joined with "/" (spec §7). */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(keyToUrl(queryKey), {
      headers: buildHeaders(false),
      credentials: 'include',
      signal,
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}

function messageFromBody(body: string): string | null {
  const trimmed = body.trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed !== null && typeof parsed === 'object' && 'message' in parsed) {
        const { message } = parsed;
        if (typeof message === 'string' && message.trim() !== '') return message;
        // class-validator answers carry a list of messages
        if (Array.isArray(message)) {
          const parts = message.filter((m): m is string => typeof m === 'string' && m !== '');
          if (parts.length > 0) return parts.join('. ');
        }
      }
      return null;
    } catch {
      return null;
    }
  }
  // An HTML error page from a proxy says nothing useful to a person.
  if (trimmed.startsWith('<')) return null;
  return trimmed.length <= 300 ? trimmed : null;
}

/**
 * The human message inside an error from apiRequest, for toasts:
 * `409: {"statusCode":409,"message":"Email already registered"}` → "Email already registered"; a 400 that names a
 * field gives that field's sentence (lib/field-errors).
 * Anything else (network failure, empty body) gives the fallback.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  // A refused field reads as a sentence for people, never "field: message" (issue 32).
  const [problem] = getFieldProblems(error);
  if (problem) return fieldErrorSentence(problem);
  if (error instanceof ApiError) return messageFromBody(error.body) ?? fallback;
  if (error instanceof Error) {
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match?.[1] !== undefined) return messageFromBody(match[1]) ?? fallback;
  }
  return fallback;
}
