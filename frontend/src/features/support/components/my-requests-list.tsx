import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useMyRequests } from '../api/get-my-requests';
import { useCustomerReply } from '../api/reply-to-my-request';
import type { SupportTicketThread } from '../api/types';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { formatDateTime, ReplyForm, TicketThread } from './ticket-thread';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

function SupportLink({ children }: { children: ReactNode }) {
  return (
    <Link
      href={paths.support.getHref()}
      className="font-semibold text-primary underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}

function MyRequest({ ticket }: { ticket: SupportTicketThread }) {
  const t = useT();
  const reply = useCustomerReply();
  const send = (message: string) =>
    reply.mutateAsync(
      { id: ticket.id, message },
      {
        onSuccess: () => toast({ title: t(m.replySent), description: t(m.replySentBody) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t(m.replyFailed),
            description: getErrorMessage(error, t(m.pleaseTryAgain)),
          }),
      },
    );
  return (
    <Card className="gap-3">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold break-words">{ticket.subject}</h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
        </div>
        <p className="text-sm text-muted-foreground">
          {ticket.updatedAt !== ticket.createdAt
            ? t(m.sentUpdated, {
                date: formatDateTime(ticket.createdAt),
                updated: formatDateTime(ticket.updatedAt),
              })
            : t(m.sent, { date: formatDateTime(ticket.createdAt) })}
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
      <TicketThread replies={ticket.replies} viewer="customer" />
      {ticket.status === 'closed' ? (
        <p className="text-sm text-muted-foreground">
          {t.rich(m.closed, { link: (chunks) => <SupportLink>{chunks}</SupportLink> })}
        </p>
      ) : (
        <ReplyForm
          label={t(m.yourReply)}
          submitLabel={t(m.sendReply)}
          pending={reply.isPending}
          onSend={send}
        />
      )}
    </Card>
  );
}

/** Account → My requests: the signed-in user's tickets, staff replies, and a box to answer. */
export function MyRequestsList() {
  const t = useT();
  const requests = useMyRequests(true);
  if (requests.isPending) return <p role="status">{t(m.loading)}</p>;
  if (requests.isError) return <p role="alert">{t(m.loadFailed)}</p>;
  const { tickets } = requests.data;
  if (tickets.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        {t.rich(m.none, { link: (chunks) => <SupportLink>{chunks}</SupportLink> })}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t(m.listLabel)}>
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <MyRequest ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}
