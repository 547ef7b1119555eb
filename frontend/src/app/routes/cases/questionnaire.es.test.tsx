import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n/runtime';
import { completeAnswers, seedDraft, testJurisdictions, testPricing } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch } from '@/testing/test-utils';
import { QuestionnaireRoute } from './questionnaire';

/** The questionnaire in Spanish (issue 33): the steps, labels, help and refusals; the letter's own words in English. */
describe('<QuestionnaireRoute /> in Spanish', () => {
  function render() {
    stubFetch({
      'GET /api/jurisdictions': () => fakeResponse({ body: testJurisdictions }),
      'GET /api/pricing': () => fakeResponse({ body: testPricing }),
      'POST /api/eligibility': () => fakeResponse({ body: { ok: true, warnings: [] } }),
    });
    return renderWithProviders(<QuestionnaireRoute />, { route: '/questionnaire' });
  }

  it('asks every question in Spanish and refuses in Spanish', async () => {
    await applyLanguage('es');
    seedDraft({}, 1);
    const { user } = render();

    expect(await screen.findByRole('heading', { level: 2, name: 'Sus datos' })).toBeInTheDocument();
    expect(screen.getByText('Paso 2 de 6')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Su nombre completo/ });
    expect(name).toHaveAccessibleName(/^Su nombre completo ?\(obligatorio\)$/);
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Escriba su nombre.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Siguiente paso/ }));
    await user.click(screen.getByRole('button', { name: /Siguiente paso/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Detalles de la disputa' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Escriba en inglés: su carta está en inglés/)).toBeInTheDocument();
  });

  it('flags, on the review, an answer that would reach the other side in Spanish', async () => {
    await applyLanguage('es');
    seedDraft(
      {
        ...completeAnswers,
        disputeDescription: 'El dueño no me devolvió el depósito y nunca contestó mis llamadas.',
        attemptedResolution: 'I called him on July 5 and sent an email on July 12, with no answer.',
      },
      5,
    );
    render();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tipo de documento y revisión' }),
    ).toBeInTheDocument();
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Esta respuesta no parece estar en inglés.');
    expect(notes[0]?.closest('dd')).toHaveTextContent('El dueño no me devolvió el depósito');
  });
});
