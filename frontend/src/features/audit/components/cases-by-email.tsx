import { FolderSearch } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { formatAmount } from '@/lib/cases';
import { useCasesByEmail } from '../api/get-cases-by-email';
import { formatInstant, STATUS_LABELS } from './audit-format';

/** The account with the email and the cases it matches; choosing one opens its timeline. */
export function CasesByEmail({
  email,
  selectedCaseId,
  onOpen,
}: {
  email: string;
  selectedCaseId: string | null;
  onOpen: (caseId: string) => void;
}) {
  const query = useCasesByEmail(email);

  return (
    <Card aria-labelledby="cases-by-email-title">
      <CardHeader>
        <CardTitle id="cases-by-email-title" className="flex items-center gap-2">
          <FolderSearch className="size-5 text-primary" aria-hidden="true" />
          Cases for {email}
        </CardTitle>
        {query.data ? (
          <CardDescription>
            {query.data.account
              ? `Account: ${query.data.account.name} (${query.data.account.role}), since ${formatInstant(query.data.account.createdAt)}.`
              : 'No account uses this email.'}
          </CardDescription>
        ) : null}
      </CardHeader>
      {query.isPending ? <p role="status">Looking up cases…</p> : null}
      {query.isError ? (
        <p role="alert">{getErrorMessage(query.error, 'The lookup failed. Please try again.')}</p>
      ) : null}
      {query.data && query.data.cases.length === 0 ? <p>No cases found for this email.</p> : null}
      {query.data && query.data.cases.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Cases found">
          {query.data.cases.map((c) => {
            const selected = c.id === selectedCaseId;
            return (
              <li
                key={c.id}
                aria-current={selected ? 'true' : undefined}
                className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold">{c.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {STATUS_LABELS[c.status] ?? c.status} · {formatAmount(c.amount)} claimed in {c.state} ·
                    opened {formatInstant(c.createdAt)}
                  </span>
                  <span className="font-mono text-xs break-all text-muted-foreground">{c.id}</span>
                  <span className="flex flex-wrap gap-1">
                    {c.matchedBy.includes('account') ? (
                      <Badge variant="secondary">Their account</Badge>
                    ) : null}
                    {c.matchedBy.includes('claimantEmail') ? (
                      <Badge variant="outline">Named as claimant</Badge>
                    ) : null}
                  </span>
                </div>
                <Button
                  variant={selected ? 'secondary' : 'outline'}
                  size="sm"
                  onClick={() => onOpen(c.id)}
                  // The visible words come first, so speech control users can say what they see.
                  aria-label={`${selected ? 'Showing timeline' : 'Open timeline'} of ${c.title} (${c.id})`}
                >
                  {selected ? 'Showing timeline' : 'Open timeline'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {query.data?.truncated ? (
        <p className="text-sm text-muted-foreground">
          Only the newest {query.data.cases.length} cases are listed.
        </p>
      ) : null}
    </Card>
  );
}
