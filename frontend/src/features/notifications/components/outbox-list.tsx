import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api/get-outbox';

const STATUS_LABEL = {
  queued: 'Queued',
  sent: 'Sent',
  kept: 'In the dev mailbox (not sent)',
  skipped: 'Skipped',
} as const;

export const PRIVATE_LINKS_NOTE =
  'Private links (password resets, email confirmations) are never shown here: only the recipient gets them.';

/**
 * The outbox for staff: each email as the recipient reads it (plain text), newest first, except its private
 * links, which the server replaces with a placeholder (ADR 142).
 */
export function OutboxList() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page, true);

  if (outbox.isPending) return <p role="status">Loading emails…</p>;
  if (outbox.isError) return <p role="alert">Failed to load the outbox</p>;
  const { items, total, delivering } = outbox.data;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted-foreground">
        {delivering
          ? 'Emails are delivered through the configured SMTP server.'
          : "No SMTP server is configured: emails never leave the machine; they are written to the server's local dev mailbox."}{' '}
        {PRIVATE_LINKS_NOTE}
      </p>
      {items.length === 0 ? <p>No emails yet</p> : null}
      <ul className="flex flex-col gap-4" aria-label="Emails">
        {items.map((mail) => (
          <li key={mail.id}>
            <Card className="gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="text-lg font-semibold">{mail.subject}</h2>
                <Badge variant="outline">{STATUS_LABEL[mail.status]}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                To {mail.to} · {new Date(mail.createdAt).toLocaleString()}
                {mail.lastError ? ` · last error: ${mail.lastError}` : ''}
              </p>
              <pre className="whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
            </Card>
          </li>
        ))}
      </ul>
      <nav aria-label="Outbox pages" className="flex items-center gap-3">
        <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </div>
  );
}
