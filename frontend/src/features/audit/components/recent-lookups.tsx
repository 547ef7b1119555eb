import { ScrollText } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useAuditLookups } from '../api/get-audit-lookups';
import type { AuditLookup } from '../api/types';
import type { AuditQuery } from './audit-lookup-form';
import { formatInstant } from './audit-format';

function describe(l: AuditLookup): string {
  if (l.kind === 'email')
    return `searched ${l.email ?? 'an email'} (${l.caseCount} ${l.caseCount === 1 ? 'case' : 'cases'})`;
  const when = l.asOf ? ` as of ${formatInstant(l.asOf)}` : '';
  return `opened case ${l.caseId ?? ''}${when}${l.found ? '' : ' (not found)'}`;
}

/** The lookup log (who looked at which case or email, when): everyone's for staff, one's own for an auditor. */
export function RecentLookups({
  everyone,
  onRepeat,
}: {
  everyone: boolean;
  onRepeat: (query: AuditQuery) => void;
}) {
  const lookups = useAuditLookups(10);
  return (
    <Card aria-labelledby="recent-lookups-title">
      <CardHeader>
        <CardTitle id="recent-lookups-title" className="flex items-center gap-2">
          <ScrollText className="size-5 text-primary" aria-hidden="true" />
          Recent lookups
        </CardTitle>
        <CardDescription>
          {everyone ? 'Every lookup by staff and auditors, newest first.' : 'Your lookups, newest first.'}
        </CardDescription>
      </CardHeader>
      {lookups.isPending ? <p role="status">Loading lookups…</p> : null}
      {lookups.isError ? <p role="alert">The lookup log could not be loaded.</p> : null}
      {lookups.data && lookups.data.items.length === 0 ? <p>No lookups yet.</p> : null}
      {lookups.data && lookups.data.items.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label="Lookups">
          {lookups.data.items.map((l) => (
            <li key={l.id} className="flex flex-col gap-1 border-b border-border pb-2 last:border-b-0">
              <span>
                <time dateTime={l.lookedUpAt} className="font-medium">
                  {formatInstant(l.lookedUpAt)}
                </time>{' '}
                · {l.by.name ?? 'A former account'} ({l.by.role}
                {l.by.email ? `, ${l.by.email}` : ''})
              </span>
              <span className="break-all text-muted-foreground">{describe(l)}</span>
              {l.kind === 'case' && l.caseId && l.found ? (
                <OpenCase caseId={l.caseId} onRepeat={onRepeat} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function OpenCase({ caseId, onRepeat }: { caseId: string; onRepeat: (query: AuditQuery) => void }) {
  return (
    <Button
      variant="link"
      size="sm"
      className="h-auto w-fit p-0"
      onClick={() => onRepeat({ kind: 'case', caseId })}
      aria-label={`Open this case (${caseId})`}
    >
      Open this case
    </Button>
  );
}
