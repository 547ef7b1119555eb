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

/** The spec's rule for the period-end form: active or trialing, not already set to cancel. */
export function canCancel(subscription: Subscription): boolean {
  return cancelMode(subscription) === 'period_end';
}

/** When the trial ends (and the card is first charged): the trial end, else the end of the current period. */
export function trialEndOf(subscription: Subscription): string | null {
  return formatDate(subscription.trialEnd ?? subscription.currentPeriodEnd);
}
