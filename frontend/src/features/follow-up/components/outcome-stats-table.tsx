import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { useOutcomeStats } from '../api/get-outcome-stats';
import type { OutcomeShare } from '../api/types';

const percent = (share: number) => `${Math.round(share * 100)}%`;

function ShareTable({ caption, rows }: { caption: string; rows: OutcomeShare[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-heading">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              Month
            </th>
            <th scope="col" className="py-2 pr-4">
              Paid in full
            </th>
            <th scope="col" className="py-2 pr-4">
              Paid in part
            </th>
            <th scope="col" className="py-2">
              n (outcomes recorded)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-medium">
                {row.month === 'all' ? 'All months' : row.month}
              </th>
              <td className="py-2 pr-4">
                {percent(row.paidInFullShare)} ({row.paidInFull})
              </td>
              <td className="py-2 pr-4">
                {percent(row.paidInPartShare)} ({row.paidInPart})
              </td>
              <td className="py-2">{row.n}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /admin/outcomes: of letters with a recorded outcome, how often people got paid, with n. */
export function OutcomeStatsTable() {
  const stats = useOutcomeStats();
  if (stats.isPending) return <Skeleton className="h-40 w-full" />;
  if (stats.isError)
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          {getErrorMessage(stats.error, 'The figures could not be loaded.')}
        </AlertDescription>
      </Alert>
    );
  const { deliveredBySueGo, notMailedBySueGo } = stats.data;
  return (
    <div className="flex flex-col gap-10">
      <ShareTable
        caption="Letters SueGo mailed and USPS delivered (by month of delivery)"
        rows={[deliveredBySueGo.overall, ...deliveredBySueGo.months]}
      />
      <ShareTable
        caption="Letters never mailed through SueGo (by month the letter was drafted)"
        rows={[notMailedBySueGo.overall, ...notMailedBySueGo.months]}
      />
      <p className="text-sm text-muted-foreground">
        Only letters whose claimant recorded what happened count; n is how many did. Claimants answer on their
        document page or from a reminder email.
      </p>
    </div>
  );
}
