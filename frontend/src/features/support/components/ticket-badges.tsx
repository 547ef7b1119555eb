import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import type { TicketPriority, TicketStatus } from '../api/types';
import { messages as m } from '../messages';

const PRIORITY_LABELS = {
  low: m.badgeLow,
  medium: m.badgeMedium,
  high: m.badgeHigh,
  urgent: m.badgeUrgent,
} as const;
const STATUS_LABELS = {
  open: m.statusOpen,
  in_progress: m.statusInProgress,
  resolved: m.statusResolved,
  closed: m.statusClosed,
} as const;

const PRIORITY_VARIANT = {
  low: 'secondary',
  medium: 'outline',
  high: 'warning',
  urgent: 'destructive',
} as const;
const STATUS_VARIANT = {
  open: 'default',
  in_progress: 'warning',
  resolved: 'secondary',
  closed: 'outline',
} as const;

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useT();
  return <Badge variant={PRIORITY_VARIANT[priority]}>{t(PRIORITY_LABELS[priority])}</Badge>;
}

export function StatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

export function OverdueBadge() {
  const t = useT();
  return (
    <Badge variant="destructive" title={t(m.overdueTitle)}>
      {t(m.overdue)}
    </Badge>
  );
}
