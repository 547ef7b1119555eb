import { describe, expect, it } from 'vitest';
import {
  cardDetailsSchema,
  fieldOfDecline,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './card-details';

describe('card details', () => {
  it("accepts Stripe's test cards and rejects a mistyped number (Luhn)", () => {
    for (const card of ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005']) {
      expect(passesLuhn(card)).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('reads expiry dates the way people type them', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry(' 4 / 29 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['13/30', '00/30', '12/3', 'ab/cd', '']) expect(parseExpiry(bad)).toBeNull();
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date(2026, 10, 23); // November 2026
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('formats while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1/3')).toBe('01/3');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/2030')).toBe('12/2030');
  });

  it('gives the gateway the digits, the month and a four-digit year', () => {
    const schema = cardDetailsSchema(() => new Date(2026, 10, 23));
    expect(schema.parse({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: ' 123 ' })).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    const result = schema.safeParse({ cardNumber: '', expiry: '10/26', cvc: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['cardNumber', 'Enter your card number.'],
      ['expiry', 'This card has expired. Check the date or use another card.'],
      ['cvc', 'The security code is the 3 digits on the back of your card.'],
    ]);
  });

  it('knows which field a gateway decline is about', () => {
    expect(fieldOfDecline('incorrect_cvc')).toBe('cvc');
    expect(fieldOfDecline('expired_card')).toBe('expiry');
    expect(fieldOfDecline('incorrect_number')).toBe('cardNumber');
    expect(fieldOfDecline('card_declined')).toBeNull();
    expect(fieldOfDecline(undefined)).toBeNull();
  });
});
