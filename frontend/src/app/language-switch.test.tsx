import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from '@/app/routes/not-found';
import { initialLanguage, languageFromBrowser, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { NavBar } from '@/components/layouts/nav-bar';

describe('the language switch', () => {
  it('defaults from the browser (Accept-Language order) unless a choice is remembered', () => {
    expect(languageFromBrowser(['es-MX', 'en-US'])).toBe('es');
    expect(languageFromBrowser(['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(languageFromBrowser(['de'])).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(initialLanguage()).toBe('es');
  });

  it('turns the navigation and a converted page into Spanish in place, sets <html lang> and remembers it', async () => {
    stubFetch({});
    const { user, currentPath } = renderWithProviders(
      <>
        <NavBar />
        <NotFoundRoute />
      </>,
      { route: '/nowhere' },
    );
    const english = screen.getAllByRole('button', { name: 'English' })[0]!;
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Español' })[0]!);

    expect(await screen.findByRole('heading', { name: '404 — Página no encontrada' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'Español' })[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Español' })[0]).toHaveAttribute('lang', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(currentPath()).toBe('/nowhere');

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('heading', { name: '404 — Page not found' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("follows the account's language once signed in, and a switch is saved to the account", async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const fetchMock = stubFetch({
      'GET /api/auth/me': () =>
        fakeResponse({
          body: { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'user', createdAt: '2026-01-01' },
        }),
      'GET /api/users/me/language': () => fakeResponse({ body: { language: 'es' } }),
      'PUT /api/users/me/language': () => fakeResponse({ body: { language: 'en' } }),
    });
    const { user } = renderWithProviders(<NavBar />);

    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]!);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) =>
            url === '/api/users/me/language' && init?.method === 'PUT' && init.body === '{"language":"en"}',
        ),
      ).toBe(true),
    );
  });
});
