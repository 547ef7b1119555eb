import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor, within } from '@/testing/test-utils';
import { FileInSmallClaims } from './file-in-small-claims';

const pricing = {
  mailings: [],
  documents: [
    { id: 'demand_letter', name: 'Demand Letter', amount: 500, description: '' },
    { id: 'small_claims', name: 'Small Claims Filing Package', amount: 1500, description: '' },
  ],
};

/** Issue 33: "File in small claims" on a Spanish document page (the package stays English). */
describe('<FileInSmallClaims /> in Spanish', () => {
  it('says what the package holds, prices the difference through Intl and translates a refusal (axe clean)', async () => {
    await applyLanguage('es');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/pricing': () => fakeResponse({ body: pricing }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox' } }),
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
    const { container, user } = renderWithProviders(<FileInSmallClaims caseId="case-1" california />);
    const step = screen.getByRole('region', { name: 'Presentar una demanda de reclamos menores' });
    expect(step).toHaveTextContent('el formulario oficial de demanda SC-100 de California ya llenado');
    expect(step).toHaveTextContent('El documento está en inglés, para la otra parte.');
    await waitFor(() =>
      expect(step).toHaveTextContent(
        'Precio: $10.00, la diferencia con el precio del paquete después de su carta',
      ),
    );
    await user.click(within(step).getByRole('button', { name: 'Presentar una demanda de reclamos menores' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'El documento de este caso ya es un paquete para presentar una demanda de reclamos menores: descárguelo desde la página de su documento.',
    );
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('an unknown refusal reads as the step’s own Spanish sentence, never the server’s English', async () => {
    await applyLanguage('es');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    stubFetch({
      'GET /api/pricing': () => fakeResponse({ body: pricing }),
      'GET /api/config': () => fakeResponse({ body: { paymentMode: 'sandbox' } }),
      'POST /api/cases/case-1/escalate': () =>
        fakeResponse({ status: 409, body: { statusCode: 409, message: 'Something new the server says' } }),
    });
    const { user } = renderWithProviders(<FileInSmallClaims caseId="case-1" california={false} />);
    const step = screen.getByRole('region', { name: 'Presentar una demanda de reclamos menores' });
    expect(step).toHaveTextContent('una hoja de trabajo para el formulario de demanda de la corte');
    await user.click(within(step).getByRole('button', { name: 'Presentar una demanda de reclamos menores' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'No pudimos iniciar la presentación. Inténtelo de nuevo.',
    );
  });
});
