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
});
