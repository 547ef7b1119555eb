import type { Subscription, SubscriptionStatus } from '../api/get-subscription-status';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trialing',
  active: 'Active',
  incomplete: 'Incomplete',
  past_due: 'Past Due',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
};

export type BadgeVariant = 'default' | 'secondary' | 'warning' | 'destructive';

export function statusBadgeVariant(status: SubscriptionStatus): BadgeVariant {
  if (status === 'active' || status === 'trialing') return 'default';
  if (status === 'incomplete' || status === 'past_due') return 'warning';
  if (status === 'unpaid') return 'destructive';
  return 'secondary';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** Cancel is offered only while active or trialing and not already set to cancel (spec §4). */
export function canCancel(subscription: Subscription): boolean {
  return (subscription.status === 'active' || subscription.status === 'trialing') && !subscription.cancelAtPeriodEnd;
}

/** When the trial ends (and the card is first charged): the trial end, else the end of the current period. */
export function trialEndOf(subscription: Subscription): string | null {
  return formatDate(subscription.trialEnd ?? subscription.currentPeriodEnd);
}
