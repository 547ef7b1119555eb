import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { auditKeys } from '../api/audit-keys';
import { AuditLookupForm, type AuditQuery } from './audit-lookup-form';
import { CaseAudit } from './case-audit';
import { CasesByEmail } from './cases-by-email';
import { RecentLookups } from './recent-lookups';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The auditor's screen. Everything it shows is in the address (`?email=`, `?case=`, `?asOf=`), so a link
 * reproduces the exact view, and Back steps through the lookups.
 */
export function AuditScreen({ everyone }: { everyone: boolean }) {
  const [params, setParams] = useSearchParams();
  const email = params.get('email');
  const caseId = params.get('case');
  const rawAsOf = params.get('asOf');
  const asOf = rawAsOf && ISO_INSTANT.test(rawAsOf) && !Number.isNaN(Date.parse(rawAsOf)) ? rawAsOf : null;
  const queryClient = useQueryClient();

  // Each view is a recorded lookup: refresh the log once its read model has caught up (well under a second).
  useEffect(() => {
    if (!email && !caseId) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [...auditKeys.all, 'lookups'] }),
      1_000,
    );
    return () => clearTimeout(timer);
  }, [email, caseId, asOf, queryClient]);

  const lookup = (query: AuditQuery) =>
    setParams(() => {
      const next = new URLSearchParams();
      if (query.kind === 'email') next.set('email', query.email);
      else next.set('case', query.caseId);
      return next;
    });
  const openCase = (id: string) =>
    setParams((current) => {
      current.set('case', id);
      current.delete('asOf');
      return current;
    });
  const setAsOf = (instant: string | null) =>
    setParams(
      (current) => {
        if (instant) current.set('asOf', instant);
        else current.delete('asOf');
        return current;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <AuditLookupForm
        key={`${email ?? ''}|${caseId ?? ''}`}
        initial={caseId ?? email ?? ''}
        onLookup={lookup}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {email ? <CasesByEmail email={email} selectedCaseId={caseId} onOpen={openCase} /> : null}
          {caseId ? <CaseAudit key={caseId} caseId={caseId} asOf={asOf} onAsOf={setAsOf} /> : null}
          {!email && !caseId ? (
            <p className="text-muted-foreground">
              Enter a case ID or the claimant's email to see the case's history and replay it to any instant.
            </p>
          ) : null}
        </div>
        <RecentLookups everyone={everyone} onRepeat={lookup} />
      </div>
    </div>
  );
}
