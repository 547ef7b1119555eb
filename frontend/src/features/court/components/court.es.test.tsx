import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import {
  fakeResponse,
  fireEvent,
  renderWithProviders,
  screen,
  stubFetch,
  within,
} from '@/testing/test-utils';
import { HearingCard } from './hearing-card';
import { Sc100Card } from './sc100-card';

/** Issue 33: the court screens on a Spanish page (the official form and the documents stay English). */
const axeClean = async (container: HTMLElement) => {
  expect(document.documentElement.lang).toBe('es');
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
};

const saved = {
  court: 'Fresno County Superior Court',
  date: '2027-01-15',
  time: '08:30',
  timeZone: 'America/Los_Angeles',
  startsAt: '2027-01-15T16:30:00.000Z',
  when: 'Friday, January 15, 2027 at 8:30 AM PST',
};
const hearingBody = (hearing: typeof saved | null) => ({
  hearing,
  checklist: ['Copies of your documents.', 'Your evidence.'],
  checklistEs: ['Copias de sus documentos.', 'Sus pruebas.'],
});

describe('the court screens in Spanish', () => {
  it('the hearing: Spanish labels and zones, a refused field by its code, the date in Spanish in the court’s zone and the Spanish checklist (axe clean)', async () => {
    await applyLanguage('es');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    let accepted = false;
    stubFetch({
      'GET /api/cases/case-1/hearing': () => fakeResponse({ body: hearingBody(null) }),
      'PUT /api/cases/case-1/hearing': () => {
        if (accepted) return fakeResponse({ body: hearingBody(saved) });
        accepted = true;
        return fakeResponse({
          status: 400,
          body: {
            message: 'date: The hearing must be in the future',
            errors: [
              { field: 'date', code: 'out_of_range', message: 'date: The hearing must be in the future' },
            ],
          },
        });
      },
    });
    const { container, user } = renderWithProviders(<HearingCard caseId="case-1" />);
    const region = await screen.findByRole('region', { name: 'Su audiencia' });
    expect(region).toHaveTextContent(
      'Escriba la corte, la fecha y la hora que indica su aviso de audiencia.',
    );
    fireEvent.change(await within(region).findByLabelText('Corte (nombre y dirección)'), {
      target: { value: saved.court },
    });
    fireEvent.change(within(region).getByLabelText('Fecha'), { target: { value: '2027-01-15' } });
    fireEvent.change(within(region).getByLabelText('Hora'), { target: { value: '08:30' } });
    const zone = within(region).getByLabelText('Zona horaria');
    expect(within(zone).getByRole('option', { name: 'Hora del Pacífico' })).toBeInTheDocument();
    await user.selectOptions(zone, 'America/Los_Angeles');

    await user.click(within(region).getByRole('button', { name: 'Guardar la audiencia' }));
    const refusal = await within(region).findByRole('alert');
    expect(refusal.textContent).not.toMatch(/must be|hearing/i);

    await user.click(within(region).getByRole('button', { name: 'Guardar la audiencia' }));
    // 16:30 UTC is 8:30 in Fresno: the Spanish date is formatted in the court's zone, not the browser's
    expect(await within(region).findByText(/viernes, 15 de enero de 2027, 8:30/)).toHaveTextContent(
      'Fresno County Superior Court',
    );
    expect(within(region).getByText('Qué debe llevar')).toBeInTheDocument();
    expect(within(region).getByText('Copias de sus documentos.')).toBeInTheDocument();
    expect(within(region).queryByText('Copies of your documents.')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Guardado. Se lo recordaremos');
    expect(within(region).getByRole('button', { name: 'Quitar la audiencia' })).toBeInTheDocument();
    await axeClean(container);
  });

  it('SC-100: Spanish labels naming the English form’s items, the $2,500 limit through Intl, a 409 translated (axe clean)', async () => {
    await applyLanguage('es');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const answers = {
      courtName: '',
      courtStreet: '',
      courtCity: '',
      courtZip: '',
      plaintiffStreet: '12 Oak Street',
      plaintiffCity: 'Fresno',
      plaintiffState: 'CA',
      plaintiffZip: '93701',
      defendantStreet: '',
      defendantCity: '',
      defendantState: '',
      defendantZip: '',
      defendantPhone: '',
      agentName: '',
      agentJobTitle: '',
      agentStreet: '',
      agentCity: '',
      agentState: '',
      agentZip: '',
      secondDefendantName: '',
      secondDefendantStreet: '',
      secondDefendantCity: '',
      secondDefendantState: '',
      secondDefendantZip: '',
      venue: 'a',
      venueOther: '',
      venueZip: '',
      attorneyFeeDispute: false,
      feeArbitration: false,
      publicEntity: false,
      publicEntityClaimDate: null,
      moreThan12Claims: false,
      confirmsTwoClaimsOver2500: false,
    };
    stubFetch({
      'GET /api/cases/case-1/sc-100': () =>
        fakeResponse({
          body: { revision: 'Rev. January 1, 2024', saved: false, answers, over2500: true, leftEmpty: [] },
        }),
      'PUT /api/cases/case-1/sc-100': () =>
        fakeResponse({
          status: 409,
          body: { statusCode: 409, message: 'SC-100 is filled once the case has its small-claims package' },
        }),
    });
    const { container, user } = renderWithProviders(<Sc100Card caseId="case-1" />);
    const region = await screen.findByRole('region', { name: 'SC-100, el formulario oficial de demanda' });
    const yours = await within(region).findByRole('group', { name: 'Su dirección (punto 1)' });
    expect(region).toHaveTextContent('SueGo llena el formulario SC-100 de California (Rev. January 1, 2024)');
    expect(region).toHaveTextContent('El formulario está en inglés, como lo exige la corte.');
    expect(within(yours).getByLabelText('Calle')).toHaveValue('12 Oak Street');
    expect(within(yours).getByLabelText('Código postal')).toHaveValue('93701');
    expect(within(region).getByRole('group', { name: 'Más de un demandado (punto 2)' })).toBeInTheDocument();
    expect(within(region).getByLabelText('Motivo')).toHaveDisplayValue(/^a\. Donde el demandado vive/);
    expect(
      within(region).getByLabelText(/^Mi reclamo es de más de \$2,500: no he presentado/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'courts.ca.gov/find-my-court' })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Guardar las respuestas del SC-100' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'El SC-100 viene con el paquete para presentar una demanda de reclamos menores: primero presente la demanda.',
    );
    await axeClean(container);
  });
});
