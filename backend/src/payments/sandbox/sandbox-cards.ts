import { createHash } from 'node:crypto';
import type { GatewayCardError } from '../payment-gateway';

/** What the sandbox card form sends (spaces allowed in the number; 2- or 4-digit year). */
export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Like Stripe's: the same number always has the same fingerprint, on any customer (issue 37 point 1); cards saved before it have none. */
  fingerprint?: string | null;
}

/** `chargeFails`: Stripe's 4000 0000 0000 0341 attaches to a customer, but every later charge is declined. */
export type CardCheck = { ok: true; card: CardDetails; chargeFails?: true } | { ok: false; error: GatewayCardError };

/** Attaches fine; its charges fail (for trial-end and renewal failures). */
export const CHARGE_FAILS_CARD = '4000000000000341';

/** Stripe's messages for the outcomes the sandbox reproduces. */
export const CARD_MESSAGES = {
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

/**
 * Stripe's published test numbers that succeed (docs.stripe.com/testing#cards): Visa, Visa debit, Mastercard (and
 * its 2-series, debit, prepaid), American Express, Discover, Diners Club, JCB, UnionPay. Each is its own card with
 * its own fingerprint, so a test that needs several trials uses several of them.
 */
export const SUCCEEDING_TEST_CARDS = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '5105105105105100',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
  '6011000990139424',
  '3056930009020004',
  '36227206271667',
  '3566002020360505',
  '6200000000000005',
  // Visa by country: Brazil, Canada, Mexico, Austria, Belgium, Denmark, Finland, France, Germany, Ireland, Italy,
  // Netherlands, Norway, Poland, Portugal, Spain, Sweden, Switzerland, UK (credit, debit), Australia, Hong Kong,
  // Japan, Singapore, New Zealand.
  '4000000760000002', '4000001240000000', '4000004840008001', '4000000400000008', '4000000560000004',
  '4000002080000001', '4000002460000001', '4000002500000003', '4000002760000016', '4000003720000005',
  '4000003800000008', '4000005280000002', '4000005780000007', '4000006160000005', '4000006200000007',
  '4000007240000007', '4000007520000008', '4000007560000009', '4000008260000000', '4000058260000005',
  '4000000360000006', '4000003440000004', '4000003920000003', '4000007020000003', '4000005540000008',
] as const;
const SUCCEEDS: ReadonlySet<string> = new Set(SUCCEEDING_TEST_CARDS);

/** The sandbox's fingerprint of a card number: deterministic, and not the number. */
export function sandboxFingerprint(digits: string): string {
  return `fp_sbx_${createHash('sha256').update(`sandbox-card\u0000${digits}`).digest('hex').slice(0, 16)}`;
}
/** Test numbers with a fixed decline, as Stripe reports them: code card_declined plus a decline_code. */
const DECLINES: Record<string, 'generic_decline' | 'insufficient_funds'> = {
  '4000000000000002': 'generic_decline',
  '4000000000009995': 'insufficient_funds',
};

const cardError = (code: keyof typeof CARD_MESSAGES, declineCode?: string): GatewayCardError => ({
  type: 'card_error',
  code: declineCode ? 'card_declined' : code,
  ...(declineCode ? { decline_code: declineCode } : {}),
  message: CARD_MESSAGES[code],
});

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/**
 * The sandbox's card network: Stripe's test-card behaviour. Checks run in Stripe's order: number, expiry, CVC,
 * then the issuer's answer (4242… succeeds, 4000…0002 is declined, 4000…9995 has insufficient funds; any other
 * valid number is declined, as Stripe test mode declines real cards).
 */
export function checkCard(input: SandboxCard, now: Date): CardCheck {
  const digits = input.cardNumber.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    return { ok: false, error: cardError('incorrect_number') };
  const month = input.expMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12)
    return { ok: false, error: cardError('invalid_expiry_month') };
  const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < 2000 || year > thisYear + 50)
    return { ok: false, error: cardError('invalid_expiry_year') };
  // A card is valid through the last day of its expiry month.
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1))
    return { ok: false, error: cardError('expired_card') };
  // American Express has a 4-digit code on the front; every other card 3 digits.
  if (!(brandOf(digits) === 'amex' ? /^\d{3,4}$/ : /^\d{3}$/).test(input.cvc)) return { ok: false, error: cardError('incorrect_cvc') };
  const decline = DECLINES[digits];
  if (decline)
    return {
      ok: false,
      error: cardError(decline === 'generic_decline' ? 'card_declined' : decline, decline),
    };
  const card = {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    exp_month: month,
    exp_year: year,
    fingerprint: sandboxFingerprint(digits),
  };
  if (digits === CHARGE_FAILS_CARD) return { ok: true, chargeFails: true, card };
  if (!SUCCEEDS.has(digits)) return { ok: false, error: cardError('card_declined', 'generic_decline') };
  return { ok: true, card };
}

/**
 * The code the product shows and records: the decline reason when the issuer gave a specific one
 * (insufficient_funds), otherwise the error code (card_declined, expired_card…).
 */
export function failureCode(error: Pick<GatewayCardError, 'code' | 'decline_code'>): string {
  return error.decline_code && error.decline_code !== 'generic_decline' ? error.decline_code : error.code;
}
