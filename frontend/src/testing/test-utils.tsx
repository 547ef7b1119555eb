import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Starting URL, may include a query string: "/login?message=account-created" */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders inside the real providers (query client with the app defaults, toaster, error boundary)
 * and an in-memory router whose history the test can inspect.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', queryClient, ...options }: RenderAppOptions = {}) {
  const client = queryClient ?? createQueryClient();
  const location = memoryLocation({ path: route, record: true });

  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProvider queryClient={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </AppProvider>
    );
  }

  return {
    user: userEvent.setup(),
    queryClient: client,
    location,
    /** the current path of the in-memory router */
    currentPath: () => location.history?.at(-1) ?? route,
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

export interface FakeResponse {
  status?: number;
  statusText?: string;
  body?: unknown;
}

/** A JSON (or text) Response the way fetch would return it. */
export function fakeResponse({ status = 200, statusText = '', body }: FakeResponse = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText,
    headers: text ? { 'Content-Type': 'application/json' } : undefined,
  });
}

type Route = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Replaces global fetch with a router keyed by "METHOD /path". Unknown calls fail the test loudly,
 * so no test can reach the network.
 */
export function stubFetch(routes: Record<string, Route>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const handler = routes[`${method} ${path}`];
    if (!handler) return Promise.reject(new Error(`Unexpected request in test: ${method} ${path}`));
    return Promise.resolve(handler(init, path));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export * from '@testing-library/react';
