import {
  attorneySearchDecider,
  type AttorneySearchAccess,
  type RecordAttorneySearchPurchase,
} from './attorney-search-access';
import type { AttorneySearchEvent } from './attorney-search.events';

const user = '0b8c6a9e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const at = (iso: string) => new Date(iso);
const purchase = (paymentIntentId: string, now: string): RecordAttorneySearchPurchase => ({
  type: 'RecordAttorneySearchPurchase',
  data: { userId: user, paymentIntentId, amount: 199, accessDays: 30 },
  metadata: { now: at(now) },
});
const given = (events: AttorneySearchEvent[]): AttorneySearchAccess =>
  events.reduce(attorneySearchDecider.evolve, attorneySearchDecider.initialState());

describe('attorney search access (given / when / then)', () => {
  it('a first purchase unlocks search for 30 days from now', () => {
    expect(attorneySearchDecider.decide(purchase('pi_1', '2026-11-01T10:00:00.000Z'), given([]))).toEqual([
      {
        type: 'AttorneySearchAccessPurchased',
        data: {
          userId: user,
          paymentIntentId: 'pi_1',
          amount: 199,
          currency: 'usd',
          accessDays: 30,
          validFrom: '2026-11-01T10:00:00.000Z',
          validUntil: '2026-12-01T10:00:00.000Z',
          purchasedAt: '2026-11-01T10:00:00.000Z',
        },
      },
    ]);
  });

  it('the same intent reported again records nothing (the money is counted once)', () => {
    const first = attorneySearchDecider.decide(purchase('pi_1', '2026-11-01T10:00:00.000Z'), given([]));
    expect(attorneySearchDecider.decide(purchase('pi_1', '2026-11-02T10:00:00.000Z'), given(first))).toEqual(
      [],
    );
  });

  it('a second paid intent while access runs extends it from its end; after it expired, starts now', () => {
    const first = attorneySearchDecider.decide(purchase('pi_1', '2026-11-01T10:00:00.000Z'), given([]));
    const [extended] = attorneySearchDecider.decide(
      purchase('pi_2', '2026-11-10T10:00:00.000Z'),
      given(first),
    );
    expect(extended!.data).toMatchObject({
      validFrom: '2026-12-01T10:00:00.000Z',
      validUntil: '2026-12-31T10:00:00.000Z',
    });
    const [later] = attorneySearchDecider.decide(
      purchase('pi_3', '2027-02-01T00:00:00.000Z'),
      given([...first, extended!]),
    );
    expect(later!.data).toMatchObject({
      validFrom: '2027-02-01T00:00:00.000Z',
      validUntil: '2027-03-03T00:00:00.000Z',
    });
  });
});
