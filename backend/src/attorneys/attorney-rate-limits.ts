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

/**
 * The public home-page teaser, per client address (TRUST_PROXY decides it; an IPv6 address counts by its /64):
 * 30 searches at once, then one every 3 seconds (20 a minute). A person searching from the home page, or an office
 * behind one address, stays far below; a scraper gets 30 answers of 3 attorneys, not the directory (issue 22 point
 * 5: 2,500 anonymous requests had returned 3,204 attorneys' contacts in 2.7 s). Always on, whatever AUTH_RATE_LIMIT.
 */
export const ATTORNEY_TEASER_LIMIT: UserRateLimitRule = {
  name: 'attorney-teaser',
  burst: 30,
  refillSeconds: 3,
  message: 'You have searched many times in a short time. Please wait a minute and try again.',
  alwaysOn: true,
};

/** The bucket of a client address: itself for IPv4, its /64 network for IPv6 (one subscriber's whole range). */
export function clientBucket(ip: string | undefined): string {
  const address = (ip ?? 'unknown').toLowerCase();
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (v4) return v4[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
