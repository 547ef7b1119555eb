/**
 * One receipt, as the email and the PDF both say it (issue 27, docs/adr/064): what was bought, the amount, the
 * card, the seller, a receipt number that is never reused, Stripe's own receipt when there is one, and a plain
 * "Test mode — no real charge" for every payment that moved no real money. Sales tax is out of scope (ADR 065).
 */
export const TEST_MODE_LINE = 'Test mode — no real charge';

export interface Seller {
  legalName: string;
  address: string;
  supportEmail: string;
}

export interface ReceiptView {
  kind: 'charge' | 'refund';
  title: string;
  receiptNumber: string;
  date: string;
  description: string;
  amount: string;
  /** "Visa ending in 4242"; null when the provider did not say. */
  paidWith: string | null;
  seller: Seller;
  billedTo: { name: string; email: string } | null;
  providerReceiptUrl: string | null;
  testMode: boolean;
  testModeLine: string | null;
}

/** What a receipt is made from: a billing history row, or the event that made it. */
export interface ReceiptSource {
  kind: 'charge' | 'refund';
  receiptNumber: string;
  occurredAt: string;
  description: string;
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  livemode: boolean;
  providerReceiptUrl: string | null;
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** An erased personal field reads "[erased]" (ADR 120): no card digits, no link. */
const present = (value: string | null) => (value && value !== '[erased]' ? value : null);

export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const receiptDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function cardLine(brand: string | null, last4: string | null): string | null {
  const digits = present(last4);
  if (!digits) return null;
  const name = brand
    ? (BRANDS[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1))
    : 'Card';
  return `${name} ending in ${digits}`;
}

export function receiptView(
  source: ReceiptSource,
  seller: Seller,
  billedTo: { name: string; email: string } | null,
): ReceiptView {
  const testMode = !source.livemode;
  return {
    kind: source.kind,
    title: source.kind === 'refund' ? 'Refund receipt' : 'Receipt',
    receiptNumber: source.receiptNumber,
    date: receiptDate(source.occurredAt),
    description: source.description,
    amount: money(source.amount, source.currency),
    paidWith: cardLine(source.cardBrand, source.cardLast4),
    seller,
    billedTo,
    providerReceiptUrl: present(source.providerReceiptUrl),
    testMode,
    testModeLine: testMode ? TEST_MODE_LINE : null,
  };
}
