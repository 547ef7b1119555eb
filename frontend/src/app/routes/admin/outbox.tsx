import { OutboxList } from '@/features/notifications/components/outbox-list';
import { StaffGate } from './staff-gate';

/** Staff only: the server enforces it (GET /api/admin/outbox answers 403); the gate spares others the page. */
export function AdminOutboxRoute() {
  return (
    <StaffGate title="Outbox" description="Every email the product has recorded, newest first.">
      <OutboxList />
    </StaffGate>
  );
}
