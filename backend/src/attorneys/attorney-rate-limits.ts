import type { UserRateLimitRule } from '../rate-limits/user-rate-limiter';

/**
 * Referral requests, contact requests and attorney payments, per user: 10 at once, then one every 2 minutes.
 * Each one emails attorneys (or starts a payment); a person contacts a handful, a script hundreds.
 */
export const ATTORNEY_REQUEST_LIMIT: UserRateLimitRule = {
  name: 'attorney-request',
  burst: 10,
  refillSeconds: 120,
  message: 'You have sent many attorney requests in a short time. Please wait a few minutes and try again.',
};
