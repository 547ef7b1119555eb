import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useStaffReply } from '../api/reply-to-ticket';
import { STATUS_LABELS, TICKET_STATUSES, type SupportTicket, type TicketStatus } from '../api/types';
import { useUpdateTicketStatus } from '../api/update-ticket-status';
import { OverdueBadge, PriorityBadge, StatusBadge } from './ticket-badges';
import { formatDateTime, ReplyForm, TicketThread } from './ticket-thread';

/**
 * One ticket on /admin/support (spec §2): subject, priority and status badges, name, email, created date,
 * message, last updated when different, the status selector; beyond the spec: overdue flag and reply thread.
 */
export function AdminTicketCard({ ticket }: { ticket: SupportTicket }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const thread = useTicket(ticket.id, open);
  const updateStatus = useUpdateTicketStatus();
  const reply = useStaffReply();

  const changeStatus = (status: TicketStatus) =>
    updateStatus.mutate(
      { id: ticket.id, status },
      {
        onSuccess: () => toast({ title: 'Status updated', description: 'Support ticket status has been updated.' }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Failed to update status', description: getErrorMessage(error, 'Please try again.') }),
      },
    );

  const send = (message: string) =>
    reply.mutateAsync(
      { id: ticket.id, message },
      {
        onSuccess: () => toast({ title: 'Reply sent', description: `We emailed your reply to ${ticket.email}.` }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Failed to send reply', description: getErrorMessage(error, 'Please try again.') }),
      },
    );

  return (
    <Card className="gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold break-words">
            {ticket.subject}
          </h2>
          <div className="flex flex-wrap gap-2">
            <PriorityBadge priority={ticket.priority} />
            <StatusBadge status={ticket.status} />
            {ticket.overdue ? <OverdueBadge /> : null}
          </div>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-48">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={ticket.status}
            disabled={updateStatus.isPending}
            onChange={(event) => changeStatus(event.target.value as TicketStatus)}
          >
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="break-words">{ticket.name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{ticket.email}</dd>
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatDateTime(ticket.createdAt)}</dd>
        {ticket.updatedAt !== ticket.createdAt ? (
          <>
            <dt className="text-muted-foreground">Last updated</dt>
            <dd>{formatDateTime(ticket.updatedAt)}</dd>
          </>
        ) : null}
        {ticket.dueAt ? (
          <>
            <dt className="text-muted-foreground">Answer due</dt>
            <dd>{formatDateTime(ticket.dueAt)}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm break-words whitespace-pre-wrap">{ticket.message}</p>
      <div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={`${id}-thread`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide replies' : `Replies (${ticket.replyCount})`}
        </Button>
      </div>
      {open ? (
        <div id={`${id}-thread`} className="flex flex-col gap-4 border-t border-border pt-4">
          {thread.isPending ? <p role="status">Loading replies…</p> : null}
          {thread.isError ? <p role="alert">Failed to load the replies</p> : null}
          {thread.data ? <TicketThread replies={thread.data.replies} viewer="staff" /> : null}
          <ReplyForm label="Reply to the customer" submitLabel="Send reply" pending={reply.isPending} onSend={send} />
        </div>
      ) : null}
    </Card>
  );
}
