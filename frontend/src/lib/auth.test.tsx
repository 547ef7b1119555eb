import { describe, expect, it } from 'vitest';
import { completeAnswers, seedDraft } from '@/testing/case-fixtures';
import { act, fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { authKeys, useAuth, useLogout } from './auth';
import { loadEditorDraft, saveEditorDraft } from './editor-drafts';
import { AUTH_TOKEN_KEY } from './auth-token';

const user = { id: 'u1', email: 'pat@example.com', name: 'Pat Doe', role: 'user', createdAt: '2026-01-01T00:00:00Z' };

function LogoutProbe() {
  const { logout } = useLogout();
  const { isAuthenticated } = useAuth();
  return (
    <>
      <p>{isAuthenticated ? 'signed in' : 'signed out'}</p>
      <button type="button" onClick={() => void logout()}>
        Log out
      </button>
    </>
  );
}

async function signedInSetup(logoutResponse: () => Response | Promise<Response>) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: user }),
    'POST /api/auth/logout': logoutResponse,
  });
  const utils = renderWithProviders(<LogoutProbe />, { route: '/account' });
  utils.queryClient.setQueryData(['/api/pricing'], { cached: true });
  expect(await screen.findByText('signed in')).toBeInTheDocument();
  return { ...utils, fetchMock };
}

describe('logout', () => {
  it('calls the server, clears token and cache, toasts and goes home', async () => {
    const { user: u, queryClient, fetchMock, currentPath } = await signedInSetup(() => fakeResponse({ status: 204 }));
    await u.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(screen.getByText("You've been successfully signed out.")).toBeInTheDocument();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryData(authKeys.me)).toBeUndefined();
    expect(queryClient.getQueryData(['/api/pricing'])).toBeUndefined();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it("forgets the editor's unsaved texts on sign-out, with every other personal draft (issue 11 point 14)", async () => {
    saveEditorDraft('case-a', { content: 'Unsaved letter text', baseVersion: '1.0' });
    saveEditorDraft('case-b', { content: 'Another draft', baseVersion: '1.2' });
    window.localStorage.setItem('questionnaire-draft', '{}');
    const { user: u } = await signedInSetup(() => fakeResponse({ status: 204 }));
    await u.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(loadEditorDraft('case-a')).toBeNull();
    expect(loadEditorDraft('case-b')).toBeNull();
    expect(window.localStorage.getItem('questionnaire-draft')).toBeNull();
  });

  it('still clears token and cache when the server call fails', async () => {
    const { user: u, queryClient, currentPath } = await signedInSetup(() =>
      fakeResponse({ status: 500, body: { statusCode: 500, message: 'boom' } }),
    );
    await u.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    // nothing cached survives (the probe's observer may re-create an empty, disabled entry)
    expect(queryClient.getQueryData(['/api/pricing'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll().filter((q) => q.state.data !== undefined)).toHaveLength(0);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('does not call the server without a token', async () => {
    const fetchMock = stubFetch({});
    const { user: u, currentPath } = renderWithProviders(<LogoutProbe />, { route: '/account' });
    await u.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentPath()).toBe('/');
  });

  it('clears every personal draft in browser storage: questionnaire answers, current case, home selection, drafts', async () => {
    const { user: u, queryClient } = await signedInSetup(() => fakeResponse({ status: 204 }));
    seedDraft({ ...completeAnswers, plaintiffName: 'Pat Doe', plaintiffAddress: '1 Secret Lane' }, 4);
    window.localStorage.setItem('current-case-id', 'case-7');
    window.localStorage.setItem('homepage-case-selection', JSON.stringify({ caseType: 'unpaid-work' }));
    window.localStorage.setItem('editor-draft:case-7', 'Dear Acme, my private letter');
    window.sessionStorage.setItem('checkout-state', '{"caseId":"case-7"}');
    queryClient.setQueryData(['/api/cases', 'case-7'], { id: 'case-7', formData: { plaintiffName: 'Pat Doe' } });

    await u.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Signed Out')).toBeInTheDocument();
    expect(Object.keys(window.localStorage)).toEqual([]);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(queryClient.getQueryData(['/api/cases', 'case-7'])).toBeUndefined();
  });

  it("drops this tab's cached answers when another tab signs out", async () => {
    const { queryClient } = await signedInSetup(() => fakeResponse({ status: 204 }));
    queryClient.setQueryData(['/api/cases', 'case-7'], { id: 'case-7' });
    act(() => {
      window.localStorage.removeItem(AUTH_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY, oldValue: 'tok', newValue: null }));
    });
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(queryClient.getQueryData(['/api/cases', 'case-7'])).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.me)).toBeUndefined();
  });
});
