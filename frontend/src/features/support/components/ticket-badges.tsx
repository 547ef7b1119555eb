import { Badge } from '@/components/ui/badge';
import { PRIORITY_LABELS, STATUS_LABELS, type TicketPriority, type TicketStatus } from '../api/types';

const PRIORITY_VARIANT = { low: 'secondary', medium: 'outline', high: 'warning', urgent: 'destructive' } as const;
const STATUS_VARIANT = { open: 'default', in_progress: 'warning', resolved: 'secondary', closed: 'outline' } as const;

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={PRIORITY_VARIANT[priority]}>{PRIORITY_LABELS[priority]} priority</Badge>;
}

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}

export function OverdueBadge() {
  return (
    <Badge variant="destructive" title="Past the 24-business-hour response promise">
      Overdue
    </Badge>
  );
}
