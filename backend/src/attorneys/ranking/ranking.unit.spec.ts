import type { Specialty } from '../directory/specialties';
import { matchAttorneys, zipOfAddress, type CaseForMatching } from './case-matching';
import fc from 'fast-check';
import { rankForReferral, rankForSearch, type RankableAttorney } from './search-ranking';

/** Downtown Austin, TX 78701. */
const ORIGIN = { latitude: 30.2672, longitude: -97.7431 };
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;

/** An attorney `miles` due north of the origin (so the distance is exactly that). */
const attorney = (
  name: string,
  specialties: Specialty[],
  miles: number,
  rating: number | null,
  yearsExperience: number,
  reviewCount = 10,
): RankableAttorney => ({
  id: `id-${name}`,
  name,
  specialties,
  latitude: ORIGIN.latitude + miles / MILES_PER_DEGREE,
  longitude: ORIGIN.longitude,
  rating,
  yearsExperience,
  reviewCount,
});

describe('case matching (given a case and a directory: these 3, in this order, with these reasons)', () => {
  const directory = [
    attorney('Ana Reyes', ['landlord_tenant'], 2, 4.8, 11, 40),
    attorney('Ben Cole', ['small_claims', 'landlord_tenant'], 30, 4.9, 22, 120),
    attorney('Cara Diaz', ['real_estate'], 3, 4.6, 30, 200),
    attorney('Dan Frye', ['personal_injury'], 0.5, 5, 35, 300),
    attorney('Eve Gray', ['landlord_tenant'], 150, 3.2, 2, 1),
  ];
  const landlordCase: CaseForMatching = {
    caseType: 'landlord-dispute',
    state: 'TX',
    stateName: 'Texas',
    origin: ORIGIN,
    complexity: 2,
  };

  it('a landlord dispute near Austin: the nearby landlord-tenant attorney, then the seasoned one, then real estate', () => {
    const top = matchAttorneys(landlordCase, directory);
    expect(top.map((m) => [m.attorney.name, m.matchScore])).toEqual([
      ['Ana Reyes', 0.86],
      ['Ben Cole', 0.82],
      ['Cara Diaz', 0.78],
    ]);
    expect(top.map((m) => m.reasons)).toEqual([
      [
        'Handles landlord-tenant cases',
        '2 miles from you',
        'Rated 4.8 by 40 clients',
        '11 years of experience',
        'Licensed in Texas',
      ],
      [
        'Handles landlord-tenant cases',
        'Rated 4.9 by 120 clients',
        '22 years of experience',
        '30 miles from you',
        'Licensed in Texas',
      ],
      [
        '3 miles from you',
        '30 years of experience',
        'Also handles real estate cases',
        'Rated 4.6 by 200 clients',
        'Licensed in Texas',
      ],
    ]);
    expect(top.map((m) => m.distanceMiles)).toEqual([2, 30, 3]);
    // The same reasons by code, in the same order, for the client to translate (issue 33).
    expect(top[0]!.reasonCodes).toEqual([
      { code: 'specialty', params: { specialty: 'landlord_tenant' } },
      { code: 'miles', params: { miles: 2 } },
      { code: 'rated', params: { rating: '4.8', reviews: 40 } },
      { code: 'experience', params: { years: 11 } },
      { code: 'licensed', params: { state: 'TX', stateName: 'Texas' } },
    ]);
    expect(top[2]!.reasonCodes.map((r) => r.code)).toEqual([
      'miles',
      'experience',
      'specialty_related',
      'rated',
      'licensed',
    ]);
  });

  it('a complex case (score 6+) weighs experience more: the 22-year attorney comes first', () => {
    const top = matchAttorneys({ ...landlordCase, complexity: 7 }, directory);
    expect(top.map((m) => [m.attorney.name, m.matchScore])).toEqual([
      ['Ben Cole', 0.83],
      ['Ana Reyes', 0.81],
      ['Cara Diaz', 0.79],
    ]);
    expect(top[0]!.reasons.slice(0, 2)).toEqual([
      'Handles landlord-tenant cases',
      '22 years of experience, suited to a complex case',
    ]);
    expect(top[0]!.reasonCodes[1]).toEqual({ code: 'experience_complex', params: { years: 22 } });
  });

  it('without a ZIP on the claimant: no distance reasons, proximity counts the same for everyone', () => {
    const top = matchAttorneys({ ...landlordCase, origin: null }, directory);
    expect(top.map((m) => m.attorney.name)).toEqual(['Ben Cole', 'Ana Reyes', 'Cara Diaz']);
    expect(top.flatMap((m) => m.reasons).some((r) => r.includes('from you'))).toBe(false);
    expect(top.every((m) => m.distanceMiles === null)).toBe(true);
  });

  it('an unpaid-work case prefers contract, then employment attorneys; scores stay within 0-1', () => {
    const top = matchAttorneys({ ...landlordCase, caseType: 'unpaid-work' }, [
      attorney('Employment Ella', ['employment'], 1, 4.5, 10),
      attorney('Contract Carl', ['contract'], 1, 4.5, 10),
      attorney('Landlord Lou', ['landlord_tenant'], 1, 4.5, 10),
    ]);
    expect(top.map((m) => m.attorney.name)).toEqual(['Contract Carl', 'Employment Ella', 'Landlord Lou']);
    expect(top[1]!.reasons).toContain('Also handles employment and unpaid-wage cases');
    expect(top[2]!.reasons.some((r) => r.includes('handles'))).toBe(false);
    expect(top.every((m) => m.matchScore >= 0 && m.matchScore <= 1)).toBe(true);
  });

  it('returns fewer than 3 when the state has fewer candidates, and none for none', () => {
    expect(matchAttorneys(landlordCase, directory.slice(0, 2))).toHaveLength(2);
    expect(matchAttorneys(landlordCase, [])).toEqual([]);
  });

  it('says whole years of experience, singular or plural (never "1 years" or "23.5 years")', () => {
    const reasonsOf = (years: number) =>
      matchAttorneys({ ...landlordCase, complexity: 8 }, [
        attorney('Solo', ['landlord_tenant'], 2, 4.8, years),
      ])[0]!.reasons;
    expect(reasonsOf(1)).toContain('1 year of experience');
    expect(reasonsOf(23.5)).toContain('23 years of experience, suited to a complex case');
    expect(reasonsOf(0.5)).toContain('Less than a year of experience');
  });

  it('finds the ZIP at the end of an address', () => {
    expect(zipOfAddress('12 Elm St, Apt 4, Austin, TX 78701')).toBe('78701');
    expect(zipOfAddress('PO Box 12345, Austin, TX 78701-4321')).toBe('78701');
    expect(zipOfAddress('12 Elm St, Austin')).toBeNull();
  });
});

describe('search ranking: distance as shown, ties by rating (issue 32, superseding the 5-mile bands)', () => {
  const list = [
    attorney('Near Low', ['contract'], 0.5, 4.0, 5),
    attorney('Band High', ['small_claims', 'contract'], 4.9, 4.9, 5),
    attorney('Band Main', ['contract'], 4.0, 4.2, 3),
    attorney('Far Best', ['contract'], 12, 5.0, 30),
    attorney('Band Main Senior', ['contract'], 3.0, 4.2, 20),
  ];

  it('with a ZIP: nearest first, whatever the rating (a 0.5-mile 4.0 before a 4.9-mile 4.9)', () => {
    const ranked = rankForSearch(list, { specialty: 'contract', origin: ORIGIN });
    expect(ranked.map((r) => r.attorney.name)).toEqual([
      'Near Low',
      'Band Main Senior',
      'Band Main',
      'Band High',
      'Far Best',
    ]);
    expect(ranked.map((r) => Math.round(r.distanceMiles! * 10) / 10)).toEqual([0.5, 3, 4, 4.9, 12]);
  });

  it('with a ZIP: the same distance as shown (to 0.1 mi) is a tie, broken by rating, then the main specialty', () => {
    const ranked = rankForSearch(
      [
        attorney('Same Zip Low', ['contract'], 2.04, 4.1, 9),
        attorney('Same Zip High', ['contract'], 2.01, 4.8, 9),
        attorney('Same Zip High Secondary', ['small_claims', 'contract'], 2.0, 4.8, 9),
        attorney('Farther Best', ['contract'], 2.2, 5, 40),
      ],
      { specialty: 'contract', origin: ORIGIN },
    );
    expect(ranked.map((r) => r.attorney.name)).toEqual([
      'Same Zip High',
      'Same Zip High Secondary',
      'Same Zip Low',
      'Farther Best',
    ]);
  });

  it('with a ZIP: every order of any directory reads as sorted by distance, then rating (fast-check)', () => {
    const someone = fc.record({
      miles: fc.double({ min: 0, max: 60, noNaN: true }),
      rating: fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null }),
      years: fc.integer({ min: 0, max: 40 }),
      main: fc.constantFrom<Specialty>('contract', 'small_claims'),
    });
    fc.assert(
      fc.property(fc.array(someone, { maxLength: 40 }), (people) => {
        const ranked = rankForSearch(
          people.map((p, i) => attorney(`A${i}`, [p.main, 'contract'], p.miles, p.rating, p.years)),
          { specialty: 'contract', origin: ORIGIN },
        );
        const shown = ranked.map((r) => ({
          miles: Math.round(r.distanceMiles! * 10) / 10,
          rating: r.attorney.rating ?? -1,
        }));
        for (let i = 1; i < shown.length; i++) {
          const [a, b] = [shown[i - 1]!, shown[i]!];
          expect(a.miles < b.miles || (a.miles === b.miles && a.rating >= b.rating)).toBe(true);
        }
      }),
      { seed: 32, numRuns: 200 },
    );
  });

  it('without a ZIP: specialty match, rating, experience; no distance', () => {
    const ranked = rankForSearch(list, { specialty: 'contract', origin: null });
    expect(ranked.map((r) => r.attorney.name)).toEqual([
      'Far Best',
      'Band Main Senior',
      'Band Main',
      'Near Low',
      'Band High',
    ]);
    expect(ranked.every((r) => r.distanceMiles === null)).toBe(true);
  });

  it('is stable: ties by name then id; unrated attorneys after rated ones', () => {
    const ranked = rankForSearch(
      [
        attorney('Zed', ['contract'], 1, null, 9),
        attorney('Bea', ['contract'], 1, 4, 9),
        attorney('Abe', ['contract'], 1, 4, 9),
      ],
      { specialty: null, origin: null },
    );
    expect(ranked.map((r) => r.attorney.name)).toEqual(['Abe', 'Bea', 'Zed']);
  });
});

describe('referral routing: qualified, then nearest, then best rated (issue 32)', () => {
  // An Austin claimant (78701) with a landlord-tenant matter; the state's best-rated attorneys are far away.
  const texas = [
    attorney('Priddy Five Stars', ['landlord_tenant'], 120, 5.0, 30),
    attorney('Bynum Top', ['landlord_tenant', 'real_estate'], 150, 4.9, 25),
    attorney('El Paso Best', ['landlord_tenant'], 520, 5.0, 35),
    attorney('Austin Near', ['real_estate', 'landlord_tenant'], 2, 4.1, 4),
    attorney('Round Rock', ['landlord_tenant'], 15, 4.5, 12),
    attorney('Next Door Unqualified', ['personal_injury'], 0.3, 5.0, 40),
  ];

  it('sends an Austin claimant to the nearest attorneys who practise the area, not the best-rated far away', () => {
    const top = rankForReferral(texas, { specialty: 'landlord_tenant', origin: ORIGIN }).slice(0, 3);
    expect(top.map((r) => r.attorney.name)).toEqual(['Austin Near', 'Round Rock', 'Priddy Five Stars']);
  });

  it('ties in distance go to the better rated; unqualified attorneys only after every qualified one', () => {
    const ranked = rankForReferral(
      [...texas, attorney('Austin Near Better', ['landlord_tenant'], 2, 4.6, 4)],
      { specialty: 'landlord_tenant', origin: ORIGIN },
    );
    expect(ranked.slice(0, 2).map((r) => r.attorney.name)).toEqual(['Austin Near Better', 'Austin Near']);
    expect(ranked.at(-1)!.attorney.name).toBe('Next Door Unqualified');
  });

  it('without a ZIP: qualified first, then by rating', () => {
    const top = rankForReferral(texas, { specialty: 'landlord_tenant', origin: null }).slice(0, 3);
    expect(top.map((r) => r.attorney.name)).toEqual(['El Paso Best', 'Priddy Five Stars', 'Bynum Top']);
  });
});
