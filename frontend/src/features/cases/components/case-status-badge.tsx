import type { VariantProps } from 'class-variance-authority';
import { Badge, type badgeVariants } from '@/components/ui/badge';
import type { Message } from '@/lib/i18n/define';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** How each case status reads to the user (spec §4: paid is shown as "Processing"). */
export const CASE_STATUS_BADGES: Record<string, { message: Message; variant: BadgeVariant }> = {
  draft: { message: m.statusDraft, variant: 'outline' },
  pending: { message: m.statusPending, variant: 'warning' },
  paid: { message: m.statusPaid, variant: 'secondary' },
  subscription: { message: m.statusSubscription, variant: 'secondary' },
  under_review: { message: m.statusUnderReview, variant: 'secondary' },
  completed: { message: m.statusCompleted, variant: 'default' },
};

export function caseStatusLabel(status: string): string {
  const badge = CASE_STATUS_BADGES[status];
  return badge ? translate(badge.message) : status.replace(/_/g, ' ');
}

export function CaseStatusBadge({ status }: { status: string }) {
  useT();
  const badge = CASE_STATUS_BADGES[status];
  return <Badge variant={badge?.variant ?? 'outline'}>{caseStatusLabel(status)}</Badge>;
}
