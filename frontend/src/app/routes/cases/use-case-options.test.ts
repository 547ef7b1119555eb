import { describe, expect, it } from 'vitest';
import { stateDetail } from './use-case-options';

const base = {
  code: 'XX',
  name: 'Somewhere',
  smallClaims: {
    courtName: 'District Court',
    limitIndividualCents: 700_000,
    limitBusinessCents: 700_000,
    citation: 'Code § 1',
  },
};

describe('stateDetail', () => {
  it('states a verified limit plainly', () => {
    expect(stateDetail({ ...base, smallClaims: { ...base.smallClaims, limitVerified: true } })).toBe(
      'District Court hears small claims in Somewhere up to $7,000 for individuals.',
    );
  });

  it('words an unverified limit as unverified (and treats a missing flag as unverified)', () => {
    const expected =
      'District Court hears small claims in Somewhere, generally up to $7,000 for individuals (SueGo has not yet checked this figure against the official text).';
    expect(stateDetail({ ...base, smallClaims: { ...base.smallClaims, limitVerified: false } })).toBe(
      expected,
    );
    expect(stateDetail(base)).toBe(expected);
  });

  it('names the court a business files in (New York Commercial Claims)', () => {
    const ny = {
      ...base,
      name: 'New York',
      smallClaims: {
        ...base.smallClaims,
        limitVerified: true,
        businessCourtName: 'Commercial Claims Part of the New York City Civil Court',
      },
    };
    expect(stateDetail(ny)).toMatch(
      /Businesses file in the Commercial Claims Part of the New York City Civil Court\.$/,
    );
  });
});
