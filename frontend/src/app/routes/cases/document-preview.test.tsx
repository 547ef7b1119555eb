import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { makeCase, testUser } from '@/testing/case-fixtures';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
  within,
} from '@/testing/test-utils';
import { DocumentPreviewRoute } from './document-preview';

type Routes = Parameters<typeof stubFetch>[0];

const CONTENT =
  'SMALL CLAIMS FILING PACKAGE\n\nPlaintiff: Pat Doe\nDefendant: Acme Renovations LLC\nAmount: $2,500.00';

function signedIn(routes: Routes) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    ...routes,
  });
}

function renderPreview(route = '/document-preview/case-1') {
  return renderWithProviders(
    <Switch>
      <Route path="/document-preview/:caseId" component={DocumentPreviewRoute} />
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

describe('<DocumentPreviewRoute /> (/document-preview/:caseId)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the summary, the document, the reminder and Download PDF for a completed case', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.defineProperty(URL, 'createObjectURL', {
      value: vi.fn(() => 'blob:x'),
      configurable: true,
      writable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () =>
        fakeResponse({
          body: makeCase({
            status: 'completed',
            documentType: 'small_claims',
            formData: { ...makeCase().formData, documentType: 'small_claims' },
            documentContent: CONTENT,
            documentTitle: null,
            documentUrl: '/api/cases/case-1/download',
          }),
        }),
      'GET /api/cases/case-1/download': () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderPreview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Document preview' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Case Summary' });
    expect(within(summary).getByText('Small Claims Filing Package')).toBeInTheDocument();
    expect(within(summary).getByText('Completed')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Document text' });
    expect(article.textContent).toBe(
      'SMALL CLAIMS FILING PACKAGEPlaintiff: Pat DoeDefendant: Acme Renovations LLCAmount: $2,500.00',
    );
    expect(article.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByTestId('document-disclaimer')).toHaveTextContent(
      'Review your document carefully before you send it. SueGo is not a law firm and does not provide legal advice.',
    );
    // a filing package is filed, not mailed
    expect(screen.getByText(/filing steps in the package/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['legal-document-case-1.pdf']));
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/download')[0]?.[1]?.headers).toEqual({
      Authorization: 'Bearer tok-1',
    });
  });

  it('shows a paid case with its text but no PDF yet without a download, and picks up the PDF', async () => {
    let completed = false;
    signedIn({
      'GET /api/cases/case-1': () =>
        fakeResponse({
          body: makeCase(
            completed
              ? { status: 'completed', documentContent: CONTENT, documentUrl: '/api/cases/case-1/download' }
              : { status: 'paid', documentContent: CONTENT },
          ),
        }),
      'GET /api/cases/case-1/generation': () => {
        completed = true;
        return fakeResponse({ body: { stage: 'completed', attempts: 1, lastError: null, updatedAt: '' } });
      },
    });
    renderPreview();
    expect(await screen.findByRole('article', { name: 'Document text' })).toBeInTheDocument();
    expect(screen.getByTestId('document-disclaimer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('shows "Payment Required" with a link to checkout for a pending case, without polling', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status: 'pending' }) }),
    });
    renderPreview();
    const documentCard = await screen.findByRole('region', { name: 'Your Legal Document' });
    expect(within(documentCard).getByText('Payment Required')).toBeInTheDocument();
    expect(within(documentCard).queryByText(/updates by itself/)).not.toBeInTheDocument();
    expect(within(documentCard).getByRole('link', { name: /Continue to Payment/ })).toHaveAttribute(
      'href',
      '/checkout/case-1',
    );
    expect(screen.queryByTestId('document-disclaimer')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(7_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1')).toHaveLength(1);
  });

  it('shows the same progress while a paid case is being generated', async () => {
    signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status: 'paid' }) }),
      'GET /api/cases/case-1/generation': () =>
        fakeResponse({ body: { stage: 'drafting', attempts: 1, lastError: null, updatedAt: '' } }),
    });
    renderPreview();
    expect(await screen.findByRole('heading', { name: 'Generating your document' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Drafting'),
    );
  });

  it('shows "Case not found" for another user\'s case', async () => {
    signedIn({
      'GET /api/cases/case-9': () =>
        fakeResponse({
          status: 404,
          body: { statusCode: 404, message: 'Case not found', error: 'Not Found' },
        }),
    });
    renderPreview('/document-preview/case-9');
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('document-disclaimer')).not.toBeInTheDocument();
  });
});
