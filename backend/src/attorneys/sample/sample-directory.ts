import { deterministicUuid } from '../../common/deterministic-uuid';
import type { AttorneyRecord } from '../directory/attorney';
import { zipTable, type ZipPlace } from '../directory/geo';
import { SPECIALTIES, SPECIALTY_PHRASES, type Specialty } from '../directory/specialties';
import { apportion, STATE_AREA_CODES } from './state-populations';

/** Size of the sample directory (docs/adr/090). */
export const SAMPLE_DIRECTORY_SIZE = 15_000;
const MINIMUM_PER_STATE = 20;
const SEED = 0x5e6a0;

/** mulberry32: a small seeded PRNG, so every machine generates the very same sample directory. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Patricia',
  'William',
  'Elizabeth',
  'Carlos',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Daniel',
  'Karen',
  'Matthew',
  'Nancy',
  'Anthony',
  'Lisa',
  'Mark',
  'Angela',
  'Steven',
  'Michelle',
  'Andrew',
  'Priya',
  'Kevin',
  'Emily',
  'Brian',
  'Rosa',
  'Jason',
  'Amanda',
  'Ryan',
  'Melissa',
  'Luis',
  'Rebecca',
  'Eric',
  'Laura',
  'Jacob',
  'Sharon',
  'Nicholas',
  'Cynthia',
  'Jonathan',
  'Kathleen',
  'Samuel',
  'Amy',
  'Benjamin',
  'Grace',
  'Wei',
  'Aisha',
  'Omar',
  'Mei',
  'Hiroshi',
  'Fatima',
  'Ana',
  'Diego',
  'Nadia',
  'Tyrone',
  'Keisha',
  'Malik',
  'Yolanda',
  'Andre',
  'Sofia',
  'Elena',
  'Rahul',
  'Olivia',
  'Ethan',
  'Hannah',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Patel',
  'Kim',
  'Chen',
  'Singh',
  'Okafor',
  'Cohen',
  'Murphy',
  "O'Brien",
  'Sullivan',
  'Kowalski',
  'Diaz',
  'Reyes',
  'Morales',
  'Ortiz',
  'Gupta',
  'Nakamura',
  'Schmidt',
  'Fischer',
  'Rossi',
  'Haddad',
];
const FIRM_SUFFIXES = [
  'Law Group',
  'Legal',
  'Law Offices',
  'Law Firm',
  'Legal Advocates',
  'Attorneys at Law',
];

/** How often each area is an attorney's main practice (small-claims work is usually a second one). */
const PRIMARY_WEIGHTS: ReadonlyArray<[Specialty, number]> = [
  ['contract', 18],
  ['landlord_tenant', 15],
  ['personal_injury', 17],
  ['employment', 12],
  ['small_claims', 8],
  ['consumer_protection', 8],
  ['business', 10],
  ['family', 7],
  ['real_estate', 5],
];
const PRIMARY_TOTAL = PRIMARY_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

/** Hourly rates are higher where living costs are. */
const EXPENSIVE_STATES = new Set(['CA', 'NY', 'DC', 'MA', 'NJ', 'CT', 'WA', 'IL']);

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function primarySpecialty(random: () => number): Specialty {
  let roll = random() * PRIMARY_TOTAL;
  for (const [specialty, weight] of PRIMARY_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return specialty;
  }
  return 'contract';
}

function specialtiesOf(random: () => number): Specialty[] {
  const list = new Set<Specialty>([primarySpecialty(random)]);
  if (random() < 0.45) list.add('small_claims');
  if (random() < 0.4) list.add(pick(random, SPECIALTIES));
  return [...list];
}

function describe(specialties: readonly Specialty[], years: number, city: string): string {
  const [main, second] = specialties;
  const areas = second
    ? `${SPECIALTY_PHRASES[main!]} and ${SPECIALTY_PHRASES[second]}`
    : SPECIALTY_PHRASES[main!];
  return `Handles ${areas} cases in ${city}; ${Math.floor(years)} years in practice.`;
}

/** The US ZIPs of each state (and DC), sorted, from the offline ZIP table. */
export function zipsByState(): Map<string, ZipPlace[]> {
  const byState = new Map<string, ZipPlace[]>();
  for (const code of Object.values(zipTable().codes)) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip)) continue;
    const list = byState.get(code.state) ?? [];
    list.push({
      zip: code.zip,
      city: code.city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
    });
    byState.set(code.state, list);
  }
  for (const list of byState.values()) list.sort((a, b) => a.zip.localeCompare(b.zip));
  return byState;
}

/**
 * The sample directory: `size` fictional attorneys over the 50 states and DC in proportion to population, each
 * at a real city/ZIP pair (a ZIP drawn uniformly, so cities with many ZIPs get many attorneys, as big cities do).
 * Deterministic: the same `size` always yields the same attorneys, ids included. Contact details are
 * fictional on purpose (555-01xx numbers, `.example` domains) so nothing ever reaches a real person.
 */
export function generateSampleDirectory(size = SAMPLE_DIRECTORY_SIZE): AttorneyRecord[] {
  const random = seededRandom(SEED);
  const zips = zipsByState();
  const counts = apportion(size, Math.min(MINIMUM_PER_STATE, Math.floor(size / 51)));
  const records: AttorneyRecord[] = [];
  let serial = 0;
  for (const state of Object.keys(counts).sort()) {
    const places = zips.get(state);
    if (!places || places.length === 0) throw new Error(`The ZIP table has no ZIP in ${state}`);
    for (let i = 0; i < counts[state]!; i++) {
      serial += 1;
      const place = pick(random, places);
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const partner = pick(random, LAST_NAMES);
      const firm =
        random() < 0.35
          ? `${last} & ${partner} ${pick(random, ['LLP', 'PLLC', 'PC'])}`
          : random() < 0.5
            ? `${last} ${pick(random, FIRM_SUFFIXES)}`
            : `${place.city} ${pick(random, FIRM_SUFFIXES)}`;
      const domain = `${slug(firm).slice(0, 30)}.example`;
      const years = Math.round((1 + 39 * random() ** 1.4) * 2) / 2;
      const rating = Math.min(5, Math.round((3.4 + 1.6 * random() ** 0.7) * 10) / 10);
      const reviewCount = Math.floor(random() * (20 + years * 12));
      const base = EXPENSIVE_STATES.has(state) ? 275 : 175;
      const hourlyRate = random() < 0.35 ? null : base + 25 * Math.floor(random() * (12 + years / 4));
      const specialties = specialtiesOf(random);
      records.push({
        id: deterministicUuid(`sample-attorney:${serial}`),
        name: `${first} ${last}`,
        email: `${slug(first)}.${slug(last)}${serial}@${domain}`,
        phone: `(${STATE_AREA_CODES[state] ?? '555'}) 555-01${String(serial % 100).padStart(2, '0')}`,
        website: random() < 0.8 ? `https://www.${domain}` : null,
        firm,
        state,
        city: place.city,
        zipCode: place.zip,
        latitude: place.latitude,
        longitude: place.longitude,
        specialties,
        barNumber: `SAMPLE-${String(serial).padStart(6, '0')}`,
        yearsExperience: years,
        rating,
        reviewCount,
        hourlyRate,
        description: describe(specialties, years, place.city),
        isActive: true,
        source: 'sample',
      });
    }
  }
  return records;
}
