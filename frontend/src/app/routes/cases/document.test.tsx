import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import type { Case } from '@/lib/cases';
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
import { DocumentRoute } from './document';

type Routes = Parameters<typeof stubFetch>[0];

const LETTER = [
  'Pat Doe',
  '12 Oak Street, Fresno, CA 93701',
  '',
  'Acme Renovations LLC',
  '',
  'Re: Demand for payment of $2,500.00',
  '',
  'Dear Acme Renovations LLC,',
  '',
  '## Statement of facts',
  '',
  'I built your website and the final invoice is unpaid.',
  '',
  '| Item | Amount |',
  '| --- | ---: |',
  '| Total amount demanded | $2,500.00 |',
].join('\n');

const completedCase = (overrides: Partial<Case> = {}) =>
  makeCase({
    status: 'completed',
    documentContent: LETTER,
    documentTitle: 'Demand Letter: Unpaid Work',
    documentUrl: '/api/cases/case-1/download',
    ...overrides,
  });

const stage = (value: string, extra: Record<string, unknown> = {}) => ({
  stage: value,
  attempts: 1,
  lastError: null,
  updatedAt: '2026-04-02T15:05:00.000Z',
  ...extra,
});

function signedIn(routes: Routes) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    ...routes,
  });
}

function renderDocument(route = '/document/case-1') {
  return renderWithProviders(
    <Switch>
      <Route path="/document/:caseId" component={DocumentRoute} />
      <Route path="/login">
        <h1>Login page</h1>
      </Route>
    </Switch>,
    { route },
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Document progress' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'step');

const letter = () => screen.getByRole('article', { name: /^Document text/ });

describe('<DocumentRoute /> (/document/:caseId)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a signed-out visitor to /login', async () => {
    const fetchMock = stubFetch({});
    const { currentPath } = renderDocument();
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fdocument%2Fcase-1'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Case not found" for a 404', async () => {
    signedIn({
      'GET /api/cases/nope': () =>
        fakeResponse({
          status: 404,
          body: { statusCode: 404, message: 'Case not found', error: 'Not Found' },
        }),
    });
    renderDocument('/document/nope');
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to My Documents/ })).toHaveAttribute('href', '/my-documents');
  });

  it('shows the case summary, and "Payment Required" for a pending case, asking again every 3 s', async () => {
    let current = makeCase({ status: 'pending' });
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: current }),
      'GET /api/cases/case-1/generation': () => fakeResponse({ body: stage('queued') }),
    });
    renderDocument();

    const summary = await screen.findByRole('region', { name: 'Case Summary' });
    expect(within(summary).getByText('Unpaid Work v. Acme Renovations LLC')).toBeInTheDocument();
    expect(within(summary).getByText('Unpaid Work')).toBeInTheDocument();
    expect(within(summary).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(summary).getByText('Demand Letter')).toBeInTheDocument();
    expect(within(summary).getByText('Payment Required')).toBeInTheDocument();

    const documentCard = screen.getByRole('region', { name: 'Your Legal Document' });
    expect(within(documentCard).getByText('Payment Required')).toBeInTheDocument();
    expect(within(documentCard).getByText(/this page updates by itself/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Continue to Payment/ })).toHaveAttribute(
      'href',
      '/checkout/case-1',
    );
    expect(screen.queryByTestId('document-disclaimer')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1')).toHaveLength(3);
    // no generation status is asked for before the payment
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/generation')).toHaveLength(0);

    // the payment arrives: the page moves on and stops asking every 3 s
    current = makeCase({ status: 'paid' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByRole('heading', { name: 'Generating your document' })).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    const caseCalls = callsTo(fetchMock, 'GET', '/api/cases/case-1').length;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1')).toHaveLength(caseCalls);
  });

  it('follows queued → drafting → rendering → completed, then shows the document', async () => {
    const stages = ['queued', 'drafting', 'rendering', 'completed'];
    let served = 0;
    let done = false;
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () =>
        fakeResponse({ body: done ? completedCase() : makeCase({ status: 'paid' }) }),
      'GET /api/cases/case-1/generation': () => {
        const next = stages[Math.min(served, stages.length - 1)]!;
        served += 1;
        if (next === 'completed') done = true;
        return fakeResponse({ body: stage(next) });
      },
    });
    renderDocument();

    expect(await screen.findByRole('heading', { name: 'Generating your document' })).toBeInTheDocument();
    expect(screen.getByText(/usually takes a few seconds/)).toBeInTheDocument();
    expect(screen.queryByText(/30-60/)).not.toBeInTheDocument();
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');

    await waitFor(() => expect(currentStep()[0]).toHaveTextContent('Queued'));
    expect(currentStep()).toHaveLength(1);
    expect(live).toHaveTextContent('Your document is queued.');

    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(currentStep()[0]).toHaveTextContent('Drafting'));
    expect(live).toHaveTextContent('Drafting your document.');
    const items = within(screen.getByRole('list', { name: 'Document progress' })).getAllByRole('listitem');
    expect(items.map((i) => i.dataset.state)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);

    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(currentStep()[0]).toHaveTextContent('Rendering'));
    expect(live).toHaveTextContent('Rendering your document.');

    await vi.advanceTimersByTimeAsync(1_000);
    // completed: the case is loaded again and now carries the document
    expect(
      await screen.findByRole('article', { name: 'Document text: Demand Letter: Unpaid Work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Document progress' })).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    expect(screen.getByTestId('document-disclaimer')).toHaveTextContent(
      'Review your document carefully before you send it. SueGo is not a law firm and does not provide legal advice.',
    );

    // polling stops once the document is there
    const polls = callsTo(fetchMock, 'GET', '/api/cases/case-1/generation').length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/generation')).toHaveLength(polls);
  });

  it('keeps asking while the status says completed but the case does not show the document yet', async () => {
    let caseReads = 0;
    signedIn({
      'GET /api/cases/case-1': () => {
        caseReads += 1;
        // the first two reads still lag behind the status
        return fakeResponse({ body: caseReads > 2 ? completedCase() : makeCase({ status: 'paid' }) });
      },
      'GET /api/cases/case-1/generation': () => fakeResponse({ body: stage('completed') }),
    });
    renderDocument();
    expect(await screen.findByText('Your document is ready. Opening it now.')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(letter()).toHaveTextContent('Dear Acme Renovations LLC,');
  });

  it('says "Document Generation Failed" once, shows why, and Retry POSTs /generate and resumes', async () => {
    let failed = true;
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status: 'subscription' }) }),
      'GET /api/cases/case-1/generation': () =>
        fakeResponse({
          body: failed
            ? stage('failed', { attempts: 3, lastError: 'The letter could not be drafted in time.' })
            : stage('drafting', { attempts: 4 }),
        }),
      'POST /api/cases/case-1/generate': () => {
        failed = false;
        return fakeResponse({ status: 202, body: { stage: 'queued' } });
      },
    });
    renderDocument();

    expect(await screen.findByText('Document Generation Failed')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: "We couldn't finish your document" }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The letter could not be drafted in time.')).toBeInTheDocument();

    // polling stops while failed, so the toast is not repeated
    const polls = callsTo(fetchMock, 'GET', '/api/cases/case-1/generation').length;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/generation')).toHaveLength(polls);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/generate')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/generate')[0]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
    });
    expect(await screen.findByRole('heading', { name: 'Generating your document' })).toBeInTheDocument();
    await waitFor(() => expect(currentStep()[0]).toHaveTextContent('Drafting'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/generation').length).toBeGreaterThan(polls + 1);
  });

  it('starts generation itself when a paid case has none after a few seconds', async () => {
    const fetchMock = signedIn({
      'GET /api/cases/case-1': () => fakeResponse({ body: makeCase({ status: 'paid' }) }),
      'GET /api/cases/case-1/generation': () =>
        fakeResponse({
          body:
            callsTo(fetchMock, 'POST', '/api/cases/case-1/generate').length > 0
              ? stage('queued')
              : stage('awaiting_payment', { attempts: 0 }),
        }),
      'POST /api/cases/case-1/generate': () => fakeResponse({ status: 202, body: { stage: 'queued' } }),
    });
    renderDocument();
    expect(await screen.findByRole('heading', { name: 'Generating your document' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/generate')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/generate')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(callsTo(fetchMock, 'POST', '/api/cases/case-1/generate')).toHaveLength(1);
  });

  describe('a completed document', () => {
    let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
    beforeEach(() => {
      createObjectURL = vi.fn((_blob: Blob) => 'blob:suego-document');
      const revokeObjectURL = vi.fn();
      Object.defineProperty(URL, 'createObjectURL', {
        value: createObjectURL,
        configurable: true,
        writable: true,
      });
      Object.defineProperty(URL, 'revokeObjectURL', {
        value: revokeObjectURL,
        configurable: true,
        writable: true,
      });
    });

    it('shows the letter in the serif on paper, the reminder, next steps and the editor link', async () => {
      const fetchMock = signedIn({ 'GET /api/cases/case-1': () => fakeResponse({ body: completedCase() }) });
      renderDocument();

      const article = await screen.findByRole('article', {
        name: 'Document text: Demand Letter: Unpaid Work',
      });
      // formatted like the PDF: headings and tables, never the raw "##" and "|" markup; a block's lines kept
      expect(article.textContent).not.toMatch(/##|\| ---/);
      expect(within(article).getByRole('heading', { name: 'Statement of facts' })).toBeInTheDocument();
      expect(within(article).getByRole('table')).toHaveTextContent('Total amount demanded$2,500.00');
      expect(article.querySelector('p')?.innerHTML).toBe('Pat Doe<br>12 Oak Street, Fresno, CA 93701');
      expect(article).toHaveClass('font-serif', 'max-w-[8.5in]', 'overflow-y-auto');
      expect(article).toHaveAttribute('tabindex', '0');
      expect(screen.getByTestId('document-disclaimer')).toHaveTextContent(
        'SueGo is not a law firm and does not provide legal advice.',
      );
      const steps = screen.getByRole('region', { name: 'Next steps' });
      expect(within(steps).getByText(/certified mail with a return receipt/)).toBeInTheDocument();
      expect(within(steps).getByText(/Keep a copy/)).toBeInTheDocument();
      expect(within(steps).getByText(/Sign it/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit in Document Editor' })).toHaveAttribute(
        'href',
        '/editor/case-1',
      );
      // a finished document needs no status polling
      expect(callsTo(fetchMock, 'GET', '/api/cases/case-1/generation')).toHaveLength(0);
    });

    it('downloads the PDF with the bearer header and saves it as legal-document-{id}.pdf', async () => {
      const saved: { download: string; href: string }[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ download: this.download, href: this.href });
      });
      const fetchMock = signedIn({
        'GET /api/cases/case-1': () => fakeResponse({ body: completedCase() }),
        'GET /api/cases/case-1/download': () =>
          new Response(new TextEncoder().encode('%PDF-1.7 test'), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      });
      renderDocument();

      fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const [call] = callsTo(fetchMock, 'GET', '/api/cases/case-1/download');
      expect(call?.[1]?.headers).toEqual({ Authorization: 'Bearer tok-1' });
      expect(call?.[0]).not.toContain('tok-1');
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      // the fetched bytes (a Blob from the fetch realm, hence no instanceof)
      expect(createObjectURL.mock.calls[0]?.[0]).toMatchObject({ size: 13, type: 'application/pdf' });
      expect(saved[0]).toEqual({ download: 'legal-document-case-1.pdf', href: 'blob:suego-document' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
      expect(screen.queryByText('Download Failed')).not.toBeInTheDocument();
    });

    it('says "Download Failed" when the PDF cannot be fetched, and lets the user try again', async () => {
      let release: (r: Response) => void = () => undefined;
      signedIn({
        'GET /api/cases/case-1': () => fakeResponse({ body: completedCase() }),
        'GET /api/cases/case-1/download': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      });
      renderDocument();

      fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
      // disabled while the file is on its way
      expect(await screen.findByRole('button', { name: 'Downloading…' })).toBeDisabled();
      release(fakeResponse({ status: 500, body: { statusCode: 500, message: 'Internal server error' } }));

      expect(await screen.findByText('Download Failed')).toBeInTheDocument();
      expect(screen.getByText('Unable to download the document.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      expect(createObjectURL).not.toHaveBeenCalled();
    });
  });
});
