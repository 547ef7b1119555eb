import type { VariantProps } from 'class-variance-authority';
import { Badge, type badgeVariants } from '@/components/ui/badge';

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** How each case status reads to the user (spec §4: paid is shown as "Processing"). */
export const CASE_STATUS_BADGES: Record<string, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'outline' },
  pending: { label: 'Payment Required', variant: 'warning' },
  paid: { label: 'Processing', variant: 'secondary' },
  subscription: { label: 'Included in plan', variant: 'secondary' },
  under_review: { label: 'Under Review', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'default' },
};

export function caseStatusLabel(status: string): string {
  return CASE_STATUS_BADGES[status]?.label ?? status.replace(/_/g, ' ');
}

export function CaseStatusBadge({ status }: { status: string }) {
  const badge = CASE_STATUS_BADGES[status];
  return <Badge variant={badge?.variant ?? 'outline'}>{badge?.label ?? caseStatusLabel(status)}</Badge>;
}
