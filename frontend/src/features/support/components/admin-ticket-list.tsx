import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { TICKET_PAGE_SIZE, useTickets } from '../api/get-tickets';
import { STATUS_LABELS, TICKET_STATUSES } from '../api/types';
import { AdminTicketCard } from './admin-ticket-card';

/** /admin/support's list: status filter, search by email or subject, overdue only, newest first, pages. */
export function AdminTicketList() {
  const id = useId();
  const [status, setStatus] = useState('all');
  const [search, setSearch] = useState('');
  const [overdue, setOverdue] = useState(false);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, 300);
  const tickets = useTickets({ status, q, overdue, page });

  const total = tickets.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TICKET_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end" role="search" aria-label="Filter tickets">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-status`}>Filter by status</Label>
          <Select
            id={`${id}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          >
            <option value="all">All</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-search`}>Search by email or subject</Label>
          <Input
            id={`${id}-search`}
            type="search"
            maxLength={200}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={`${id}-overdue`}
            checked={overdue}
            onChange={(event) => {
              setOverdue(event.target.checked);
              setPage(1);
            }}
          />
          <Label htmlFor={`${id}-overdue`}>Overdue only</Label>
        </div>
      </div>

      {tickets.isPending ? <p role="status">Loading tickets…</p> : null}
      {tickets.isError ? <p role="alert">Failed to load support tickets</p> : null}
      {tickets.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total === 1 ? '1 ticket' : `${total} tickets`}
          </p>
          {tickets.data.tickets.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">No support tickets found</p>
          ) : (
            <ul className="flex flex-col gap-4" aria-label="Support tickets">
              {tickets.data.tickets.map((ticket) => (
                <li key={ticket.id}>
                  <AdminTicketCard ticket={ticket} />
                </li>
              ))}
            </ul>
          )}
          <nav aria-label="Ticket pages" className="flex items-center gap-3">
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
        </>
      ) : null}
    </div>
  );
}
