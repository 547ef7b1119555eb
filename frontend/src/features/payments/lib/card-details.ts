import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import { z } from 'zod';
import type { SandboxCard } from '../api/confirm-sandbox-payment';

/** What the sandbox card form holds, as typed. */
export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real (and every Stripe test) card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "12/30", "12 / 30", "1230", "12/2030" → { month: 12, year: 2030 }; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired({ month, year }: { month: number; year: number }, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** Groups the digits in fours as people read them off a card: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Adds the slash once the month is typed: "123" → "12/3", "1/3" → "01/3", autofilled "12/2030" stays. */
export function formatExpiry(value: string): string {
  const singleDigitMonth = /^\s*(\d)\s*\/(.*)$/.exec(value);
  const text = singleDigitMonth ? `0${singleDigitMonth[1]}${singleDigitMonth[2]}` : value;
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Checks what can be checked before asking the gateway; the gateway has the last word. */
export function cardDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      cardNumber: z.string(),
      expiry: z.string(),
      cvc: z.string(),
    })
    .superRefine((values, ctx) => {
      const digits = cardDigits(values.cardNumber);
      if (digits === '') {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: translate(m.enterCardNumber) });
      } else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: translate(m.invalidCardNumber) });
      }

      const expiry = parseExpiry(values.expiry);
      if (values.expiry.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: translate(m.enterExpiry) });
      } else if (!expiry) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: translate(m.expiryFormat) });
      } else if (isExpired(expiry, now())) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: translate(m.expired) });
      }

      const cvc = values.cvc.trim();
      if (cvc === '') {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: translate(m.enterCvc) });
      } else if (!/^\d{3,4}$/.test(cvc)) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: translate(m.cvcFormat) });
      }
    })
    .transform((values): SandboxCard => {
      // superRefine has rejected anything parseExpiry cannot read
      const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
      return {
        cardNumber: cardDigits(values.cardNumber),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvc: values.cvc.trim(),
      };
    });
}

/** Gateway decline codes that are about one field: the message is shown at that field too. */
const FIELD_OF_DECLINE: Partial<Record<string, keyof CardFormValues>> = {
  incorrect_number: 'cardNumber',
  invalid_number: 'cardNumber',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
};

export function fieldOfDecline(code: string | undefined): keyof CardFormValues | null {
  return (code && FIELD_OF_DECLINE[code]) || null;
}
