import { ALL_PROJECTIONS } from '../../../projections/src/all-projections';

describe('read models and erasure', () => {
  it('every projection can forget the rows of given streams, or only aggregates (add forgetStreams to a new one)', () => {
    const unclassified = ALL_PROJECTIONS.filter((p) => !p.forgetStreams && !p.aggregateOnly).map((p) => p.name);
    expect(unclassified).toEqual([]);
  });
});
