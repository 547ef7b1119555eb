import { catalogName } from '@/lib/catalog-names';
import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';
import type { MailingStatus, MailService } from '../api/types';

/** The services by code, named as the price catalog names them (lib/catalog-names). */
export const serviceLabel = (service: MailService): string => catalogName(service);

const STATUS_LABELS = {
  awaiting_payment: m.statusAwaiting,
  queued: m.statusQueued,
  mailed: m.statusMailed,
  in_transit: m.statusInTransit,
  delivered: m.statusDelivered,
  returned: m.statusReturned,
  rejected: m.statusRejected,
  canceled: m.statusCanceled,
} as const satisfies Record<MailingStatus, unknown>;

export const statusLabel = (status: MailingStatus): string => translate(STATUS_LABELS[status]);

/** "2026-12-04" (or an ISO instant) → "December 4, 2026" / "4 de diciembre de 2026". */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

export const formatMoney = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    cents / 100,
  );
