import { OutcomeStatsTable } from '@/features/follow-up/components/outcome-stats-table';
import { StaffGate } from './staff-gate';

/** Staff only (GET /api/admin/outcomes answers others 403): how often a letter gets people paid. */
export function AdminOutcomesRoute() {
  return (
    <StaffGate
      title="Outcomes"
      description="Of the letters with a recorded outcome, the share paid in full and in part."
    >
      <OutcomeStatsTable />
    </StaffGate>
  );
}
