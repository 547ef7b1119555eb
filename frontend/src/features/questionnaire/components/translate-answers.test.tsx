import axe from 'axe-core';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '@/lib/auth-token';
import { applyLanguage } from '@/lib/i18n/runtime';
import { testUser } from '@/testing/case-fixtures';
import { fakeResponse, renderWithProviders, screen, stubFetch, waitFor } from '@/testing/test-utils';
import type { Answers } from '../api/answers';
import { TranslateAnswers } from './translate-answers';

/** Issue 33: the side-by-side translation of the claimant's own words (ADR 207). */

const SPANISH = 'Le pagué $1.800,00 de depósito y el dueño nunca me lo devolvió.';
const ENGLISH = 'I paid a $1,800.00 deposit and the owner never returned it.';
let current: Partial<Answers> = {};

function Form({ values }: { values: Partial<Answers> }) {
  const form = useForm<Answers>({ defaultValues: values as Answers });
  current = form.watch();
  return (
    <FormProvider {...form}>
      <TranslateAnswers fields={['disputeDescription']} />
      <output data-testid="answer">{form.watch('disputeDescription')}</output>
    </FormProvider>
  );
}

function setUp(
  routes: Parameters<typeof stubFetch>[0],
  values: Partial<Answers> = { disputeDescription: SPANISH },
) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
  const fetchMock = stubFetch({
    'GET /api/auth/me': () => fakeResponse({ body: testUser }),
    'GET /api/answers-translation': () => fakeResponse({ body: { available: true } }),
    ...routes,
  });
  return { fetchMock, ...renderWithProviders(<Form values={values} />) };
}

describe('<TranslateAnswers /> on the Spanish questionnaire', () => {
  it('shows the answer beside its editable English, and uses the English only when asked (axe clean)', async () => {
    await applyLanguage('es');
    const { user, container, fetchMock } = setUp({
      'POST /api/answers-translation': () =>
        fakeResponse({
          body: { results: [{ field: 'disputeDescription', accepted: true, english: ENGLISH }] },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Traducir mis respuestas al inglés' }));
    const english = await screen.findByRole('textbox', { name: 'En inglés (puede editarlo): ¿Qué pasó?' });
    expect(english).toHaveValue(ENGLISH);
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText(SPANISH, { selector: 'p' })).toHaveAttribute('lang', 'es');
    expect(screen.getByTestId('answer')).toHaveTextContent(SPANISH);
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => (url as string).endsWith('/api/answers-translation') && init?.method === 'POST',
    );
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ disputeDescription: SPANISH });
    expect(
      (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations,
    ).toEqual([]);

    await user.clear(english);
    await user.type(english, 'I paid a $1,800.00 deposit; the landlord never returned it.');
    await user.click(screen.getByRole('button', { name: 'Usar el inglés' }));
    await waitFor(() =>
      expect(screen.getByTestId('answer')).toHaveTextContent(
        'I paid a $1,800.00 deposit; the landlord never returned it.',
      ),
    );
    expect(current.disputeDescription).toBe('I paid a $1,800.00 deposit; the landlord never returned it.');
    // Now in English: nothing more is offered.
    expect(
      screen.queryByRole('button', { name: 'Traducir mis respuestas al inglés' }),
    ).not.toBeInTheDocument();
  });

  it('a refused translation says why, in Spanish, and changes nothing', async () => {
    await applyLanguage('es');
    const { user } = setUp({
      'POST /api/answers-translation': () =>
        fakeResponse({
          body: {
            results: [
              {
                field: 'disputeDescription',
                accepted: false,
                code: 'amount_mismatch',
                value: '$1,800.00',
                message: 'refused',
              },
            ],
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Traducir mis respuestas al inglés' }));
    expect(
      await screen.findByText(
        'No usamos esta traducción: el monto $1,800.00 no coincidía con su respuesta. Escriba esta respuesta en inglés.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar el inglés' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conservar mis respuestas' }));
    expect(screen.getByTestId('answer')).toHaveTextContent(SPANISH);
  });

  it('offers nothing in English, for an English answer, or without an LLM', async () => {
    const english = setUp({});
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent(SPANISH));
    expect(screen.queryByRole('button', { name: /Translate my answers/ })).not.toBeInTheDocument();
    english.unmount();

    await applyLanguage('es');
    const inEnglish = setUp({}, { disputeDescription: ENGLISH });
    expect(
      screen.queryByRole('button', { name: 'Traducir mis respuestas al inglés' }),
    ).not.toBeInTheDocument();
    inEnglish.unmount();

    const { fetchMock } = setUp({
      'GET /api/answers-translation': () => fakeResponse({ body: { available: false } }),
    });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => (url as string).endsWith('/api/answers-translation'))).toBe(
        true,
      ),
    );
    expect(
      screen.queryByRole('button', { name: 'Traducir mis respuestas al inglés' }),
    ).not.toBeInTheDocument();
  });
});
