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

function MyRequest({ ticket }: { ticket: SupportTicketThread }) {
  const reply = useCustomerReply();
  const send = (message: string) =>
    reply.mutateAsync(
      { id: ticket.id, message },
      {
        onSuccess: () => toast({ title: 'Reply sent', description: 'Our support team will see it in your request.' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Failed to send reply', description: getErrorMessage(error, 'Please try again.') }),
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
          Sent {formatDateTime(ticket.createdAt)}
          {ticket.updatedAt !== ticket.createdAt ? ` · last updated ${formatDateTime(ticket.updatedAt)}` : ''}
        </p>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
      <TicketThread replies={ticket.replies} viewer="customer" />
      {ticket.status === 'closed' ? (
        <p className="text-sm text-muted-foreground">
          This request is closed. <Link href={paths.support.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">Send a new request</Link> if you
          still need help.
        </p>
      ) : (
        <ReplyForm label="Your reply" submitLabel="Send reply" pending={reply.isPending} onSend={send} />
      )}
    </Card>
  );
}

/** Account → My requests: the signed-in user's tickets, staff replies, and a box to answer. */
export function MyRequestsList() {
  const requests = useMyRequests(true);
  if (requests.isPending) return <p role="status">Loading your requests…</p>;
  if (requests.isError) return <p role="alert">Failed to load your requests</p>;
  const { tickets } = requests.data;
  if (tickets.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        You have not sent any support requests yet.{' '}
        <Link href={paths.support.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Contact support
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label="My requests">
      {tickets.map((ticket) => (
        <li key={ticket.id}>
          <MyRequest ticket={ticket} />
        </li>
      ))}
    </ul>
  );
}
