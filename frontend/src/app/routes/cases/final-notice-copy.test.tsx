import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { FinalNoticeCopy } from './final-notice-copy';

const letter = {
  id: 'd1',
  caseId: 'case-1',
  kind: 'demand_letter',
  first: true,
  title: 'Demand Letter',
  activeVersion: '1.0',
  activeRevisionId: 'd1',
  createdAt: '2026-11-02T10:00:00.000Z',
};
const notice = { ...letter, id: 'n1', kind: 'final_notice', first: false, activeRevisionId: 'n1' };

/** Issue 33 (ADR 209): the final notice's Spanish reading copy on a Spanish document page. */
describe('<FinalNoticeCopy />', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:x'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });

  it('a Spanish page with a final notice offers it, says not to send it, and downloads it (axe clean)', async () => {
    await applyLanguage('es');
    const fetchMock = stubFetch({
      'GET /api/cases/case-1/documents': () => fakeResponse({ body: [letter, notice] }),
      'GET /api/cases/case-1/final-notice/reading-copy': () =>
        new Response(new TextEncoder().encode('%PDF-1.7 copia'), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const { container, user } = renderWithProviders(<FinalNoticeCopy caseId="case-1" />);
    const section = await screen.findByRole('region', {
      name: 'Copia de referencia en español del aviso final',
    });
    expect(section).toHaveTextContent('Envíe el aviso final en inglés: no envíe esta copia.');
    await user.click(
      screen.getByRole('button', { name: 'Descargar la copia de referencia del aviso final (PDF)' }),
    );
    await waitFor(() => expect(saved).toEqual(['copia-de-referencia-aviso-final-case-1.pdf']));
    expect(fetchMock.mock.calls.filter(([url]) => (url as string).includes('reading-copy'))).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('is not offered on an English page, nor before the case has a final notice', async () => {
    const english = stubFetch({
      'GET /api/cases/case-1/documents': () => fakeResponse({ body: [letter, notice] }),
    });
    const first = renderWithProviders(<FinalNoticeCopy caseId="case-1" />);
    await waitFor(() => expect(english).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    first.unmount();

    await applyLanguage('es');
    const noNotice = stubFetch({ 'GET /api/cases/case-1/documents': () => fakeResponse({ body: [letter] }) });
    renderWithProviders(<FinalNoticeCopy caseId="case-1" />);
    await waitFor(() => expect(noNotice).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
