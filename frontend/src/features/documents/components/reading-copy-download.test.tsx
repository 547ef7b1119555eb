import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n/runtime';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import { DocumentReady } from './document-ready';

/** Issue 33: the Spanish reading copy on the document page (ADR 206). */
describe('the Spanish reading copy on the document page', () => {
  const saved: { download: string; href: string }[] = [];
  beforeEach(() => {
    saved.length = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      value: vi.fn(() => 'blob:copia'),
      configurable: true,
      writable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
  });
  const ready = (onDownload: (() => Promise<void>) | null = () => Promise.resolve()) =>
    renderWithProviders(<DocumentReady caseId="case-1" content={null} onDownload={onDownload} />);

  it('a Spanish page offers it, says not to send it, downloads it (axe clean)', async () => {
    await applyLanguage('es');
    const fetchMock = stubFetch({
      'GET /api/cases/case-1/reading-copy': () =>
        new Response(new TextEncoder().encode('%PDF-1.7 copia'), {
          headers: { 'Content-Type': 'application/pdf' },
        }),
    });
    const { container, user } = ready();
    const section = screen.getByRole('region', { name: 'Copia de referencia en español' });
    expect(section).toHaveTextContent('Envíe la carta en inglés: no envíe esta copia.');
    await user.click(
      screen.getByRole('button', { name: 'Descargar la copia de referencia en español (PDF)' }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ download: 'copia-de-referencia-case-1.pdf', href: 'blob:copia' }]),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says so when the download fails', async () => {
    await applyLanguage('es');
    stubFetch({ 'GET /api/cases/case-1/reading-copy': () => fakeResponse({ status: 500, body: {} }) });
    const { user } = ready();
    await user.click(
      screen.getByRole('button', { name: 'Descargar la copia de referencia en español (PDF)' }),
    );
    expect(await screen.findByText('No se pudo descargar la copia de referencia.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('an English page, or a document whose PDF is not ready, does not offer it', async () => {
    const english = ready();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /reading copy/i })).not.toBeInTheDocument();
    english.unmount();
    await applyLanguage('es');
    ready(null);
    expect(screen.queryByRole('region', { name: 'Copia de referencia en español' })).not.toBeInTheDocument();
  });
});
