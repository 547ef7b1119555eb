import { nextTestCard } from '../payments/test-cards';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { deterministicUuid } from '../../common/deterministic-uuid';
import { bearer, TEST_PASSWORD, uniqueEmail } from '../auth-helpers';
import type { TestApp } from '../test-app';
import { upsertAttorneys, type AttorneyRecord } from '../../attorneys/directory/attorney';
import { DirectoryIndex } from '../../attorneys/directory/directory-index';
import type { Specialty } from '../../attorneys/directory/specialties';

/** Downtown Austin, TX 78701 (the ZIP table's centroid). */
export const AUSTIN = { zip: '78701', latitude: 30.2711, longitude: -97.7437 };
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;

export const CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
export const DECLINED = '4000 0000 0000 0002';

let serial = 0;
/** An imported attorney `milesNorth` of downtown Austin (so the distance from 78701 is about that). */
export function fixtureAttorney(
  over: Partial<AttorneyRecord> & { milesNorth?: number } = {},
): AttorneyRecord {
  serial += 1;
  const { milesNorth = 1, ...rest } = over;
  const name = rest.name ?? `Fixture Attorney ${serial}`;
  return {
    id: deterministicUuid(`fixture-attorney:${process.pid}:${serial}:${name}`),
    name,
    email: `attorney${serial}@fixture.example`,
    phone: '(512) 555-0100',
    website: 'https://www.fixture.example',
    firm: `${name} Law`,
    state: 'TX',
    city: 'Austin',
    zipCode: '78701',
    latitude: AUSTIN.latitude + milesNorth / MILES_PER_DEGREE,
    longitude: AUSTIN.longitude,
    specialties: ['contract'] as Specialty[],
    barNumber: `FIX-${process.pid}-${serial}`,
    yearsExperience: 10,
    rating: 4.5,
    reviewCount: 20,
    hourlyRate: 250,
    description: 'Fixture attorney.',
    isActive: true,
    source: 'import',
    ...rest,
  };
}

/** Writes attorneys and lets this app's search index see them at once (another process sees them within 1 s). */
export async function insertAttorneys(t: TestApp, records: AttorneyRecord[]): Promise<void> {
  await t.app.get(DataSource).transaction((tx) => upsertAttorneys(tx, records));
  t.app.get(DirectoryIndex).invalidate();
}

const post = (t: TestApp, path: string, token: string | null, body: object = {}) => {
  const r = request(t.http).post(path);
  return (token ? r.set(bearer(token)) : r).send(body);
};

/** A new user on the SueGo trial (card saved through the sandbox): trialing, so search and referrals are included. */
export async function subscriber(
  t: TestApp,
  plan: 'suego' | 'suepro' = 'suego',
): Promise<{ token: string; email: string }> {
  const email = uniqueEmail('attorney-sub');
  const res = await post(t, '/api/create-subscription-with-signup', null, {
    plan,
    name: 'Sam Subscriber',
    email,
    password: TEST_PASSWORD,
  }).expect(200);
  // A card of its own: a trial goes once per card (issue 37 point 1).
  await post(t, '/api/sandbox/confirm', null, {
    ...CARD,
    cardNumber: nextTestCard(),
    clientSecret: res.body.clientSecret,
  }).expect(200);
  return { token: res.body.token as string, email };
}

/** Buys the one-time attorney search with the sandbox test card; returns the intent id. */
export async function buySearchAccess(
  t: TestApp,
  token: string,
  cardNumber = CARD.cardNumber,
): Promise<{ paymentIntentId: string; status: string }> {
  const intent = await post(t, '/api/create-attorney-search-payment-intent', token, {}).expect(200);
  const confirmed = await post(t, '/api/sandbox/confirm', null, {
    ...CARD,
    cardNumber,
    clientSecret: intent.body.clientSecret,
  }).expect(200);
  return { paymentIntentId: intent.body.paymentIntentId as string, status: confirmed.body.status as string };
}
