import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { loadTranslatedFieldErrors } from '@/lib/field-errors';
import { applyLanguage } from '@/lib/i18n/runtime';
import { makeAttorney } from '@/testing/attorney-fixtures';
import { renderWithProviders, screen } from '@/testing/test-utils';
import type { AttorneyMatch } from '../api/get-attorney-matches';
import { AttorneyCard } from './attorney-card';
import { RecommendedAttorneysCard } from './recommended-attorneys-card';

/**
 * Issue 33: the match reasons and specialty badges by code. English reads exactly as the server wrote it; Spanish
 * from the catalog; an attorney's own description stays as written, marked lang="en".
 */
const match = (over: Partial<AttorneyMatch> = {}): AttorneyMatch => ({
  attorney: {
    id: 'att-1',
    name: 'Ana Reyes',
    rating: 4.8,
    yearsExperience: 11,
    firm: 'Reyes Law Group',
    city: 'Austin',
  },
  matchScore: 0.86,
  reasons: [
    'Handles landlord-tenant cases',
    '2 miles from you',
    'Rated 4.8 by 40 clients',
    'Licensed in Texas',
  ],
  reasonCodes: [
    { code: 'specialty', params: { specialty: 'landlord_tenant' } },
    { code: 'miles', params: { miles: 2 } },
    { code: 'rated', params: { rating: '4.8', reviews: 40 } },
    { code: 'licensed', params: { state: 'TX', stateName: 'Texas' } },
  ],
  ...over,
});

const reasonsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('ul ul li')].map((li) => li.textContent);

describe('attorney match reasons by code', () => {
  it('English: the server’s words, the first two', async () => {
    await applyLanguage('en');
    const { container } = renderWithProviders(<RecommendedAttorneysCard matches={[match()]} />);
    expect(reasonsShown(container)).toEqual(['Handles landlord-tenant cases', '2 miles from you']);
  });

  it('Spanish: reasons and badges from the catalog, the description marked English, axe clean', async () => {
    await applyLanguage('es');
    await loadTranslatedFieldErrors();
    const { container, unmount } = renderWithProviders(
      <RecommendedAttorneysCard
        matches={[
          match(),
          match({
            attorney: { id: 'att-2', name: 'Ben Cole', rating: null, yearsExperience: 22 },
            reasons: ['22 years of experience, suited to a complex case', 'Brand-new reason'],
            reasonCodes: [
              { code: 'experience_complex', params: { years: 22 } },
              { code: 'brand_new', params: {} },
            ],
          }),
        ]}
      />,
    );
    expect(reasonsShown(container)).toEqual([
      'Atiende casos de arrendador e inquilino',
      'A 2 millas de usted',
      '22 años de experiencia, adecuado para un caso complejo',
      'Brand-new reason',
    ]);
    let results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    unmount();

    const card = renderWithProviders(<AttorneyCard attorney={makeAttorney()} />);
    expect(screen.getByText('Arrendador-inquilino')).toBeInTheDocument();
    expect(screen.getByText('Tenant rights and deposits.')).toHaveAttribute('lang', 'en');
    results = await axe.run(card.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
