/** The revision filled: printed in the form's footer (a test reads it), named in the package and the ADR. */
export const SC100_REVISION = 'Rev. January 1, 2024';
/** Over this amount SC-100 item 10 is "yes" and asks the two-claims declaration. */
export const SC100_OVER_CENTS = 250_000;

/** A street address split the way SC-100 prints it. */
export interface Sc100Address {
  street: string;
  city: string;
  /** Two letters. */
  state: string;
  zip: string;
}

/** The venue reasons of SC-100 item 5 (a: where the defendant lives or does business, … e: other). */
export const SC100_VENUES = ['a', 'b', 'c', 'd', 'e'] as const;
export type Sc100Venue = (typeof SC100_VENUES)[number];

/**
 * What SC-100 asks that the case cannot answer (ADR 182): asked once, prefilled where the case knows it, editable.
 * Names, phone, email, the amount, the dispute and its date come from the case itself.
 */
export interface Sc100Answers {
  court: { name: string; street: string; city: string; zip: string };
  plaintiffAddress: Sc100Address;
  defendantAddress: Sc100Address;
  defendantPhone: string;
  /** A business defendant's person or agent for service of process. */
  agent: { name: string; jobTitle: string; address: Sc100Address } | null;
  /** A second defendant: the "more than one defendant" box is checked; SC-100A lists them (not filled here). */
  secondDefendant: { name: string; address: Sc100Address } | null;
  venue: Sc100Venue;
  /** Item 5e's text. */
  venueOther: string;
  /** Item 6: the ZIP of the place of the venue reason, if known. */
  venueZip: string;
  attorneyFeeDispute: boolean;
  /** Item 7: arbitration was had (form SC-101 attached). */
  feeArbitration: boolean;
  publicEntity: boolean;
  /** Item 8: YYYY-MM-DD the written claim was filed with the public entity. */
  publicEntityClaimDate: string | null;
  moreThan12Claims: boolean;
  /** Item 10's declaration for a claim over $2,500: not more than two such claims this calendar year. */
  confirmsTwoClaimsOver2500: boolean;
}
