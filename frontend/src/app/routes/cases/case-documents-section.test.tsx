import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { testUser } from '@/testing/case-fixtures';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  waitFor,
} from '@/testing/test-utils';
import { CaseDocumentsSection } from './case-documents-section';

const first = {
  id: 'd1',
  caseId: 'case-1',
  kind: 'demand_letter',
  first: true,
  title: 'Demand Letter',
  activeVersion: '1.0',
  activeRevisionId: 'd1',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const notice = {
  ...first,
  id: 'n1',
  kind: 'final_notice',
  first: false,
  title: 'Final Notice: Unpaid invoice',
  activeRevisionId: 'n1',
};

describe('<CaseDocumentsSection /> (several documents per case, the final notice)', () => {
  it('offers the free final notice after "no response", drafts it once, then lists it with its editor, PDF and mailing (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let drafted = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/cases/case-1/documents': () => fakeResponse({ body: drafted ? [first, notice] : [first] }),
      'GET /api/cases/case-1/timeline': () => fakeResponse({ body: { outcome: { outcome: 'no_response' } } }),
      'GET /api/cases/case-1/mailings': () => fakeResponse({ body: [] }),
      'GET /api/pricing': () => fakeResponse({ body: { mailings: [] } }),
      'GET /api/config': () => fakeResponse({ body: { mode: 'sandbox' } }),
      'POST /api/cases/case-1/final-notice': () => {
        drafted = true;
        return fakeResponse({ body: { documentId: 'n1', title: notice.title, version: '1.0' } });
      },
    });
    const { container } = renderWithProviders(<CaseDocumentsSection caseId="case-1" demandLetter />);

    fireEvent.click(await screen.findByRole('button', { name: 'Draft the final notice' }));
    const edit = await screen.findByRole('link', { name: 'Edit the final notice' });
    expect(edit).toHaveAttribute('href', '/editor/case-1?document=n1');
    expect(screen.getByRole('list', { name: 'Later documents' })).toHaveTextContent(
      'Final noticeVersion 1.0Final Notice: Unpaid invoice',
    );
    expect(screen.queryByRole('button', { name: 'Draft the final notice' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mail the final notice for me' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    await waitFor(async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });

  it('offers no final notice while no outcome says they did not pay', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/cases/case-1/documents': () => fakeResponse({ body: [first] }),
      'GET /api/cases/case-1/timeline': () => fakeResponse({ body: { outcome: null } }),
      'GET /api/cases/case-1/mailings': () => fakeResponse({ body: [] }),
      'GET /api/pricing': () => fakeResponse({ body: { mailings: [] } }),
      'GET /api/config': () => fakeResponse({ body: { mode: 'sandbox' } }),
    });
    renderWithProviders(<CaseDocumentsSection caseId="case-1" demandLetter />);
    expect(await screen.findByRole('heading', { name: 'Mail it for me' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your next documents' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Draft the final notice' })).not.toBeInTheDocument();
  });

  it('files in small claims after "no response": the difference with the checkout, then the package with its editor and PDF (axe clean)', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const pkg = {
      ...notice,
      id: 'p1',
      kind: 'small_claims',
      title: 'Small-Claims Filing Package',
      activeRevisionId: 'p1',
    };
    let paid = false;
    const fetchMock = stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/cases/case-1/documents': () =>
        fakeResponse({ body: paid ? [first, notice, pkg] : [first, notice] }),
      'GET /api/cases/case-1/timeline': () => fakeResponse({ body: { outcome: { outcome: 'no_response' } } }),
      'GET /api/cases/case-1/mailings': () => fakeResponse({ body: [] }),
      'GET /api/pricing': () =>
        fakeResponse({
          body: {
            mailings: [],
            documents: [
              { id: 'demand_letter', name: 'Demand Letter', amount: 500, description: '' },
              { id: 'small_claims', name: 'Small Claims Filing Package', amount: 1500, description: '' },
            ],
          },
        }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox' } }),
      'GET /api/payment-methods': () => fakeResponse({ body: { paymentMethods: [] } }),
      'POST /api/cases/case-1/escalate': () =>
        fakeResponse({
          body: paid
            ? {
                status: 'paid',
                amountDue: 0,
                package: { documentId: 'p1', kind: 'small_claims', title: pkg.title, version: '1.0' },
              }
            : {
                status: 'awaiting_payment',
                amountDue: 1000,
                clientSecret: 'pi_e_secret_x',
                paymentIntentId: 'pi_e',
                package: null,
              },
        }),
      'POST /api/sandbox/confirm': () => {
        paid = true;
        return fakeResponse({ body: { status: 'succeeded' } });
      },
    });
    const { container, user } = renderWithProviders(<CaseDocumentsSection caseId="case-1" demandLetter />);

    const step = await screen.findByRole('region', { name: 'File in small claims' });
    expect(step).toHaveTextContent('Price: $10.00, the difference to the package price after your letter');
    expect(step).toHaveTextContent("a worksheet for the court's claim form");
    fireEvent.click(screen.getByRole('button', { name: 'File in small claims' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await waitFor(async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));

    const edit = await screen.findByRole('link', { name: 'Edit the small claims package' });
    expect(edit).toHaveAttribute('href', '/editor/case-1?document=p1');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'File in small claims' })).not.toBeInTheDocument(),
    );
    const confirm = fetchMock.mock.calls.find(([u]) => u === '/api/sandbox/confirm');
    expect(JSON.parse(confirm?.[1]?.body as string)).toMatchObject({ clientSecret: 'pi_e_secret_x' });
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/cases/case-1/escalate')).toHaveLength(2);
    await waitFor(async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
    });
  });
});
