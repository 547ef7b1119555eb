import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import type { CaseSummary } from '@/lib/cases';
import { makeCaseSummary, myDocumentsPage, testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { MyDocumentsRoute } from './my-documents';

const FIRST_PAGE = 'GET /api/cases/my-documents?page=1&pageSize=10';

function signedInWith(cases: CaseSummary[] | null, extra: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  return stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    [FIRST_PAGE]: () => fakeResponse({ body: cases && myDocumentsPage(cases) }),
    ...extra,
  });
}

const card = (name: string | RegExp) => screen.getByRole('article', { name });

describe('<MyDocumentsRoute />', () => {
  it('sends a signed-out visitor to /login', async () => {
    const fetchMock = stubFetch({});
    const { currentPath } = renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });
    await waitFor(() => expect(currentPath()).toBe('/login?returnTo=%2Fmy-documents'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a card per case with the spec fields, "Processing" for paid and a 300-character preview', async () => {
    const content = `${'A'.repeat(300)}THE-REST-IS-HIDDEN`;
    signedInWith([
      makeCaseSummary({
        id: 'case-paid',
        title: null,
        caseType: 'vehicle-damage',
        status: 'paid',
        amount: '1234.50',
        state: 'TX',
        documentContent: content,
        formData: {
          plaintiffName: 'Pat Doe',
          defendantName: 'Careless Driver',
          disputeDescription: 'They backed into my parked car.',
        },
      }),
      makeCaseSummary({ id: 'case-pending', status: 'pending' }),
    ]);
    renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });

    // no title: the case-type label stands in
    const paid = await screen.findByRole('article', { name: 'Vehicle Damage' });
    expect(within(paid).getByText('Processing')).toBeInTheDocument();
    expect(within(paid).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(paid).getByText('TX')).toBeInTheDocument();
    expect(within(paid).getByText('Created April 2, 2026')).toBeInTheDocument();
    expect(within(paid).getByText('Pat Doe vs Careless Driver')).toBeInTheDocument();
    expect(within(paid).getByText('They backed into my parked car.')).toBeInTheDocument();
    const preview = within(paid).getByTestId('document-preview');
    expect(preview.textContent).toBe(`${'A'.repeat(300)}…`);
    expect(within(paid).getByRole('link', { name: /View Full Document/ })).toHaveAttribute(
      'href',
      '/document-preview/case-paid',
    );
    // not completed: nothing to download yet
    expect(within(paid).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();

    const pending = card('Unpaid Work v. Acme Renovations LLC');
    expect(within(pending).getByText('Payment Required')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: /Continue to Payment/ })).toHaveAttribute(
      'href',
      '/checkout/case-pending',
    );
    expect(within(pending).getByRole('link', { name: /Review Details/ })).toHaveAttribute(
      'href',
      '/case-review?caseId=case-pending',
    );
    expect(within(pending).queryByRole('link', { name: /View Full Document/ })).not.toBeInTheDocument();
  });

  it('downloads a completed document with the session header and saves it as legal-document-{id}.pdf', async () => {
    const createObjectURL = vi.fn(() => 'blob:doc');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = signedInWith(
      [
        makeCaseSummary({
          id: 'case-done',
          status: 'completed',
          documentUrl: '/api/cases/case-done/download',
        }),
      ],
      { 'GET /api/cases/case-done/download': () => new Response(new Blob(['%PDF-1.7'])) },
    );
    const { user } = renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });

    const done = await screen.findByRole('article', { name: 'Unpaid Work v. Acme Renovations LLC' });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: /Download PDF/ }));

    await waitFor(() => expect(saved).toEqual(['legal-document-case-done.pdf']));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/cases/case-done/download');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('shows the empty state with a link to the questionnaire', async () => {
    signedInWith([]);
    renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });
    expect(await screen.findByRole('heading', { name: 'No cases yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start your first case/ })).toHaveAttribute(
      'href',
      '/questionnaire',
    );
  });

  it('shows an error card whose retry loads the list', async () => {
    let attempts = 0;
    signedInWith(null, {
      [FIRST_PAGE]: () => {
        attempts += 1;
        return attempts === 1
          ? fakeResponse({
              status: 503,
              body: { statusCode: 503, message: 'Service unavailable', error: 'Service Unavailable' },
            })
          : fakeResponse({ body: myDocumentsPage([makeCaseSummary()]) });
      },
    });
    const { user } = renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });

    expect(
      await screen.findByRole('heading', { name: "We couldn't load your documents" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(
      await screen.findByRole('article', { name: 'Unpaid Work v. Acme Renovations LLC' }),
    ).toBeInTheDocument();
  });

  it('pages through the cases with Previous and Next, ?page= in the address, and never asks for every document', async () => {
    const pageOf = (n: number) =>
      Array.from({ length: n === 3 ? 3 : 10 }, (_, i) =>
        makeCaseSummary({ id: `case-${n}-${i}`, title: `Case ${n}.${i}` }),
      );
    const fetchMock = signedInWith(pageOf(1), {
      [FIRST_PAGE]: () => fakeResponse({ body: myDocumentsPage(pageOf(1), { total: 23 }) }),
      'GET /api/cases/my-documents?page=2&pageSize=10': () =>
        fakeResponse({ body: myDocumentsPage(pageOf(2), { page: 2, total: 23 }) }),
      'GET /api/cases/my-documents?page=3&pageSize=10': () =>
        fakeResponse({ body: myDocumentsPage(pageOf(3), { page: 3, total: 23 }) }),
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, currentPath } = renderWithProviders(<MyDocumentsRoute />, { route: '/my-documents' });

    expect(await screen.findByRole('article', { name: 'Case 1.0' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of your cases' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Case 2.0' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Case 1.0' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/my-documents?page=2');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('article', { name: 'Case 3.2' })).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('article', { name: 'Case 2.0' })).toBeInTheDocument();
    expect(currentPath()).toBe('/my-documents?page=2');
    const asked = fetchMock.mock.calls
      .map(([url]) => url as string)
      .filter((u) => u.includes('my-documents'));
    expect(asked.every((u) => /[?&]pageSize=10\b/.test(u))).toBe(true);
  });
});
