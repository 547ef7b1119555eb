/**
 * Formats an amount in cents for display (en-US): 500 → "$5", 199 → "$1.99", 2950 → "$29.50".
 * Whole amounts drop the cents so headline prices read naturally.
 */
export function formatCents(cents: number, currency = 'usd'): string {
  const amount = cents / 100;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

export function addDays(date: Date, days: number): Date {
  const copy = new Date(date);
  copy.setDate(copy.getDate() + days);
  return copy;
}
