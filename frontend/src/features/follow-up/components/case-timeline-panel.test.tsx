import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loadTranslatedFieldErrors } from '@/lib/field-errors';
import { applyLanguage } from '@/lib/i18n/runtime';
import { renderWithProviders, screen, within } from '@/testing/test-utils';
import type { CaseTimeline, TimelineStep } from '../api/types';
import { FollowUpSummary } from './follow-up-summary';
import { TimelineSteps } from './case-timeline-panel';

/**
 * The case's journey by code (issue 33): each step as the server sends it (its English and its codes with raw
 * parameters); the English page shows the server's English word for word, the Spanish page the catalog's Spanish
 * with dates, money and the hearing's time by `Intl`, axe clean.
 */
const steps: TimelineStep[] = [
  {
    key: 'letter_ready',
    label: 'Letter ready',
    labelCode: 'letter_ready',
    status: 'done',
    date: '2026-12-01T10:00:00.000Z',
    dateIsEstimate: false,
    detail: null,
    detailCode: null,
    nextAction: null,
    nextActionCode: null,
    params: {},
  },
  {
    key: 'mailed',
    label: 'Mailed',
    labelCode: 'mailed',
    status: 'done',
    date: '2026-12-01',
    dateIsEstimate: false,
    detail:
      'USPS Certified Mail with electronic return receipt by SueGo. Tracking number 9407100000000000000001.',
    detailCode: 'mailed_service_tracked',
    nextAction: null,
    nextActionCode: null,
    params: { service: 'certified', tracking: '9407100000000000000001' },
  },
  {
    key: 'deadline',
    label: 'Response date',
    labelCode: 'deadline',
    status: 'done',
    date: '2027-01-05',
    dateIsEstimate: false,
    detail: 'The response date in your letter, January 5, 2027, has passed.',
    detailCode: 'deadline_passed',
    nextAction: null,
    nextActionCode: null,
    params: { due: '2027-01-05' },
  },
  {
    key: 'outcome',
    label: 'Paid in part',
    labelCode: 'paid_in_part',
    status: 'problem',
    date: '2027-01-06T10:00:00.000Z',
    dateIsEstimate: false,
    detail: '$1,200.50 received. You recorded this on January 6, 2027.',
    detailCode: 'recorded_amount',
    nextAction:
      'You can send a final notice or file in small claims court. The last day to sue is September 15, 2032 (N.Y. C.P.L.R. §213).',
    nextActionCode: 'sue_verified',
    params: {
      recordedOn: '2027-01-06',
      amountCents: 120_050,
      sueDate: '2032-09-15',
      citation: 'N.Y. C.P.L.R. §213',
    },
  },
  {
    key: 'hearing',
    label: 'Hearing',
    labelCode: 'hearing',
    status: 'current',
    date: '2027-03-02',
    dateIsEstimate: false,
    detail:
      'Tuesday, March 2, 2027 at 9:00 AM PST, Oakland Small Claims Court. We will email you 7 days and 1 day before.',
    detailCode: 'hearing',
    nextAction: 'Prepare for your hearing: copies of your documents, your evidence and the proof of service.',
    nextActionCode: 'prepare_hearing',
    params: {
      startsAt: '2027-03-02T17:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      court: 'Oakland Small Claims Court',
    },
  },
];

const timeline = (over: Partial<CaseTimeline> = {}): CaseTimeline => ({
  caseId: 'case-1',
  headline: 'Response date passed',
  headlineCode: 'deadline_passed',
  nextAction: 'Did they pay? Record what happened.',
  nextActionCode: 'record_outcome',
  nextActionParams: {},
  outcome: null,
  responseDueDate: '2027-01-05',
  lastDayToSue: { verified: false, date: null, reason: 'x' },
  steps,
  ...over,
});

/** A Spanish page (and the refusals' Spanish it loads on the side, awaited so no import outlives the test). */
async function spanish() {
  await applyLanguage('es');
  await loadTranslatedFieldErrors();
}

const texts = (container: HTMLElement, key: string) =>
  [...container.querySelectorAll(`[data-step="${key}"] p`)].map((p) => p.textContent);

describe('the case timeline by code', () => {
  it('in English shows exactly the server’s English', async () => {
    await applyLanguage('en');
    const { container } = renderWithProviders(<TimelineSteps steps={steps} />);
    for (const step of steps) {
      const shown = texts(container, step.key);
      expect(shown[0]).toBe(
        `${step.label} (${step.status === 'done' ? 'Done' : step.status === 'current' ? 'Now' : 'Needs attention'})`,
      );
      if (step.detail) expect(shown).toContain(step.detail);
      if (step.nextAction) expect(shown).toContain(`Next: ${step.nextAction}`);
    }
  });

  it('in Spanish says every step from the catalog, dates, money and the hearing’s time in Spanish (axe clean)', async () => {
    await spanish();
    const { container } = renderWithProviders(<TimelineSteps steps={steps} />);
    const list = screen.getByRole('list', { name: 'El recorrido de su caso' });
    expect(within(list).getByText('Carta lista')).toBeInTheDocument();
    expect(texts(container, 'mailed')).toContain(
      'Correo certificado de USPS con acuse de recibo electrónico, enviada por SueGo. Número de seguimiento 9407100000000000000001.',
    );
    expect(texts(container, 'deadline')).toContain(
      'La fecha límite de respuesta de su carta, el 5 de enero de 2027, ya pasó.',
    );
    const outcome = texts(container, 'outcome');
    expect(outcome[0]).toMatch(/^Pagaron una parte/);
    expect(outcome).toContain('Se recibieron $1,200.50. Usted lo registró el 6 de enero de 2027.');
    expect(outcome.join(' ')).toContain(
      'El último día para demandar es el 15 de septiembre de 2032 (N.Y. C.P.L.R. §213).',
    );
    const hearing = texts(container, 'hearing').join(' ');
    expect(hearing).toContain('martes, 2 de marzo de 2027');
    expect(hearing).toContain('Oakland Small Claims Court. Le enviaremos un correo 7 días y 1 día antes.');
    expect(hearing).toContain('Prepárese para su audiencia');
    expect(container.textContent).not.toMatch(/Response date|received|Tracking number|We will email/);
    expect(document.documentElement.lang).toBe('es');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('the My Documents line: headline and next action by code; an unknown code keeps the server’s English', async () => {
    await spanish();
    const { unmount } = renderWithProviders(<FollowUpSummary timeline={timeline()} />);
    expect(screen.getByText('Pasó la fecha límite de respuesta')).toBeInTheDocument();
    expect(screen.getByText('Siguiente paso: ¿Le pagaron? Registre lo que pasó.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <FollowUpSummary
        timeline={timeline({ headline: 'Judgment entered', headlineCode: 'judgment', nextAction: null })}
      />,
    );
    expect(screen.getByText('Judgment entered')).toBeInTheDocument();
  });
});
