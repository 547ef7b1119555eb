import { AdminTicketList } from '@/features/support/components/admin-ticket-list';
import { StaffGate } from '../admin/staff-gate';

/** /admin/support: the ticket dashboard (staff with the second factor verified; DESIGN §7, §8). */
export function AdminSupportRoute() {
  return (
    <StaffGate title="Support tickets" description="Review support requests, answer them and update their status.">
      <AdminTicketList />
    </StaffGate>
  );
}
