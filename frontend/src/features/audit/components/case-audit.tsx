import { History, ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useCaseHistory } from '../api/get-case-history';
import { isOpened } from '../api/types';
import { AsOfSlider } from './as-of-slider';
import { CaseAsOfPanel } from './case-as-of';
import { CaseTimeline } from './case-timeline';

/** One case for the auditor: the time slider, the case at the chosen instant, and its whole timeline. Read-only. */
export function CaseAudit({
  caseId,
  asOf,
  onAsOf,
}: {
  caseId: string;
  asOf: string | null;
  onAsOf: (asOf: string | null) => void;
}) {
  const full = useCaseHistory(caseId, null);
  const atInstant = useCaseHistory(asOf ? caseId : null, asOf);

  if (full.isPending) return <p role="status">Loading the case history…</p>;
  if (full.isError) {
    const missing = full.error instanceof ApiError && full.error.status === 404;
    return (
      <p role="alert">
        {missing
          ? `No case with the ID ${caseId}.`
          : getErrorMessage(full.error, 'The case history could not be loaded.')}
      </p>
    );
  }
  const history = full.data;
  const ownerId = isOpened(history.state) ? history.state.userId : null;
  const title = isOpened(history.state) ? history.state.title : caseId;
  const state = asOf ? atInstant.data?.state : history.state;

  return (
    <Card aria-labelledby="case-audit-title">
      <CardHeader>
        <CardTitle id="case-audit-title" className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>
          Case <span className="font-mono break-all">{caseId}</span> · {history.events.length} events recorded
        </CardDescription>
      </CardHeader>
      {history.integrity && !history.integrity.verified ? (
        <Alert variant="destructive" role="alert">
          <ShieldAlert aria-hidden="true" />
          <div>
            <AlertTitle>This case's history does not verify</AlertTitle>
            <AlertDescription>
              <p>
                Its recorded events were changed outside SueGo: {history.integrity.reason}. Do not rely on the
                timeline below; report it to whoever runs the audit checks (npm run audit:verify names the
                stream).
              </p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}
      <AsOfSlider events={history.events} asOf={asOf} onChange={onAsOf} />
      {atInstant.isError ? (
        <p role="alert">
          {getErrorMessage(atInstant.error, 'The case at that instant could not be loaded.')}
        </p>
      ) : state ? (
        <CaseAsOfPanel state={state} asOf={asOf} loading={atInstant.isFetching} />
      ) : (
        <p role="status">Replaying the case…</p>
      )}
      <section aria-labelledby="timeline-title" className="flex flex-col gap-3">
        <h3 id="timeline-title" className="text-base font-semibold">
          Timeline
        </h3>
        <CaseTimeline events={history.events} ownerId={ownerId} asOf={asOf} />
      </section>
    </Card>
  );
}
