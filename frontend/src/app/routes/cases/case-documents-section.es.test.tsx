import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
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
};

/** Issue 33: the final notice and "File in small claims" on a Spanish document page (the documents stay English). */
describe('<CaseDocumentsSection /> in Spanish', () => {
  it('offers the final notice, lists it by its Spanish name, and files in small claims with the price through Intl and a refusal translated (axe clean)', async () => {
    await applyLanguage('es');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let drafted = false;
    stubFetch({
      'GET /api/auth/me': () => fakeResponse({ body: testUser }),
      'GET /api/cases/case-1/documents': () => fakeResponse({ body: drafted ? [first, notice] : [first] }),
      'GET /api/cases/case-1/timeline': () => fakeResponse({ body: { outcome: { outcome: 'refused' } } }),
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
      'GET /api/config': () => fakeResponse({ body: { mode: 'sandbox' } }),
      'POST /api/cases/case-1/final-notice': () => {
        drafted = true;
        return fakeResponse({ body: { documentId: 'n1', title: notice.title, version: '1.0' } });
      },
      'POST /api/cases/case-1/escalate': () =>
        fakeResponse({
          status: 409,
          body: {
            statusCode: 409,
            message:
              "This case's document is already a small-claims package: download it from your document page",
          },
        }),
    });
    const { container, user } = renderWithProviders(<CaseDocumentsSection caseId="case-1" demandLetter />);

    const next = await screen.findByRole('region', { name: 'Sus siguientes documentos' });
    expect(next).toHaveTextContent('No le han pagado todo. Un aviso final es breve y lleva fecha');
    expect(next).toHaveTextContent('El documento está en inglés, para la otra parte.');
    await user.click(within(next).getByRole('button', { name: 'Redactar el aviso final' }));
    expect(await within(next).findByRole('link', { name: 'Editar el aviso final' })).toHaveAttribute(
      'href',
      '/editor/case-1?document=n1',
    );
    expect(within(next).getByRole('list', { name: 'Documentos posteriores' })).toHaveTextContent(
      'Aviso finalVersión 1.0Final Notice: Unpaid invoice',
    );
    expect(
      screen.getByRole('heading', { name: 'Envíen el aviso final por correo por mí' }),
    ).toBeInTheDocument();

    const file = screen.getByRole('region', { name: 'Presentar una demanda de reclamos menores' });
    await waitFor(() =>
      expect(file).toHaveTextContent('Precio: $10.00, la diferencia con el precio del paquete'),
    );
    expect(file).toHaveTextContent('una hoja de trabajo para el formulario de demanda de la corte');
    await user.click(within(file).getByRole('button', { name: 'Presentar una demanda de reclamos menores' }));
    expect(await within(file).findByRole('alert')).toHaveTextContent(
      'El documento de este caso ya es un paquete para presentar una demanda de reclamos menores',
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
