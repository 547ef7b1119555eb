/**
 * Events of the `attorney-search-{userId}` stream (DESIGN §4): the one-time attorney search purchase. Type strings
 * never change; new shapes get upcasters.
 */

/**
 * A non-subscriber paid for attorney search (DESIGN §6: $1.99, 30 days). `validFrom` is when the payment was
 * recorded, or the end of access still running from an earlier purchase (a second paid intent extends it).
 */
export type AttorneySearchAccessPurchased = {
  type: 'AttorneySearchAccessPurchased';
  data: {
    userId: string;
    paymentIntentId: string;
    /** cents */
    amount: number;
    currency: 'usd';
    accessDays: number;
    validFrom: string;
    validUntil: string;
    purchasedAt: string;
  };
};

export type AttorneySearchEvent = AttorneySearchAccessPurchased;

export const ATTORNEY_SEARCH_EVENT_TYPES: readonly AttorneySearchEvent['type'][] = [
  'AttorneySearchAccessPurchased',
];

export const attorneySearchStreamId = (userId: string) => `attorney-search-${userId}`;
