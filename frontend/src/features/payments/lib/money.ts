/**
 * A checkout amount in cents, always with cents: 500 → "$5.00". Checkout shows exact money
 * (unlike the marketing prices, which drop ".00").
 */
export function formatMoney(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
