import { LOCALES } from '@/lib/i18n/language';
import { currentLanguage, translate } from '@/lib/i18n/runtime';
import type { Subscription, SubscriptionStatus } from '../api/get-subscription-status';
import { messages as m } from '../messages';

const STATUS_LABELS = {
  trialing: m.statusTrialing,
  active: m.statusActive,
  incomplete: m.statusIncomplete,
  past_due: m.statusPastDue,
  unpaid: m.statusUnpaid,
  canceled: m.statusCanceled,
} as const satisfies Record<SubscriptionStatus, unknown>;

/** The status badge's words in the page's language. */
export const statusLabel = (status: SubscriptionStatus): string => translate(STATUS_LABELS[status]);

export type BadgeVariant = 'default' | 'secondary' | 'warning' | 'destructive';

export function statusBadgeVariant(status: SubscriptionStatus): BadgeVariant {
  if (status === 'active' || status === 'trialing') return 'default';
  if (status === 'incomplete' || status === 'past_due') return 'warning';
  if (status === 'unpaid') return 'destructive';
  return 'secondary';
}

/** "March 5, 2026" / "5 de marzo de 2026": a long date in the page's language. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/**
 * How the plan can be canceled now, whatever its status (issue 27; DESIGN wins over spec §4's "only when active or
 * trialing"): at period end while it covers (also a plan ending only for want of a card, so a card added later
 * does not bring it back); now when past due, unpaid or still waiting for its card; nothing once canceled or
 * already set to cancel by its owner (Reactivate is offered then).
 */
export function cancelMode(subscription: Subscription): 'period_end' | 'now' | null {
  const { status, cancelAtPeriodEnd, withoutCard } = subscription;
  if (status === 'active' || status === 'trialing')
    return !cancelAtPeriodEnd || withoutCard ? 'period_end' : null;
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'now';
  return null;
}

/** When the trial ends (and the card is first charged): the trial end, else the end of the current period. */
export function trialEndOf(subscription: Subscription): string | null {
  return formatDate(subscription.trialEnd ?? subscription.currentPeriodEnd);
}
