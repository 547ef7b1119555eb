import type { MailingStatus, MailService } from '../api/types';

export const SERVICE_LABELS: Record<MailService, string> = {
  certified: 'USPS Certified Mail with electronic return receipt',
  first_class: 'USPS First-Class Mail',
};

export const STATUS_LABELS: Record<MailingStatus, string> = {
  awaiting_payment: 'Waiting for payment',
  queued: 'Being printed',
  mailed: 'Mailed',
  in_transit: 'In transit',
  delivered: 'Delivered',
  returned: 'Returned to sender',
  rejected: 'Refused by the mail service',
  canceled: 'Replaced',
};

const long = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-04" (or an ISO instant) → "December 4, 2026". */
export const formatDay = (iso: string) => long.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

export const formatMoney = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );
