import type { RecordedEvent } from '../../../event-store/event-store';
import { SupportQueries } from '../../support-queries';
import { execSql } from '../../../database/sql';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import {
  eventually,
  openPgTestStore,
  tableHash,
  type PgTestStore,
} from '../../../testing/event-store/pg-store';
import { captureLogger } from '../../../testing/event-store/test-logger';
import type { SupportTicketEvent } from '../../support-ticket.events';
import { rebuildProjection } from '../../../rebuild-projections';
import { supportTicketCountsProjection } from './support-ticket-counts.projection';
import { supportTicketRepliesProjection } from './support-ticket-replies.projection';
import { supportTicketsProjection } from './support-tickets.projection';

const ticket = '7d1f2c3b-1111-4a2b-8c3d-0000000000aa';
const visitorTicket = '7d1f2c3b-1111-4a2b-8c3d-0000000000bb';
const customer = 'a0a0a0a0-2222-4b4b-9c9c-0000000000aa';
const staff = 'a0a0a0a0-2222-4b4b-9c9c-0000000000ff';
/** Tuesday Dec 1, 2026, 9:00 AM EST, plus n hours. */
const at = (hours: number) => new Date(Date.UTC(2026, 11, 1, 14) + hours * 3_600_000).toISOString();

const opened = (
  ticketId: string,
  userId: string | null,
  subject: string,
  hours: number,
): SupportTicketEvent => ({
  type: 'SupportTicketOpened',
  data: {
    ticketId,
    userId,
    name: 'Ana Díaz',
    email: userId ? 'ana@example.com' : 'visitor@example.com',
    subject,
    message: 'I need help with my letter.',
    priority: 'high',
    status: 'open',
    openedAt: at(hours),
  },
});
const thread: SupportTicketEvent[] = [
  {
    type: 'SupportTicketStatusChanged',
    data: { ticketId: ticket, from: 'open', to: 'in_progress', changedBy: staff, changedAt: at(1) },
  },
  {
    type: 'SupportTicketReplied',
    data: {
      ticketId: ticket,
      replyId: 'b0b0b0b0-0000-4000-8000-000000000001',
      authorId: staff,
      authorName: 'Sam Staff',
      message: 'Looking into it.',
      repliedAt: at(2),
    },
  },
  {
    type: 'SupportTicketCustomerReplied',
    data: {
      ticketId: ticket,
      replyId: 'b0b0b0b0-0000-4000-8000-000000000002',
      authorId: customer,
      message: 'Thank you!',
      repliedAt: at(3),
    },
  },
];

const PROJECTIONS = [supportTicketsProjection, supportTicketRepliesProjection, supportTicketCountsProjection];
const counts = async (t: PgTestStore) =>
  (await t.dataSource.query(`SELECT open, in_progress, resolved, closed FROM rm_support_ticket_counts`))[0];

describe('support tickets, replies and counts projections', () => {
  let t: PgTestStore;
  const allEvents = async (): Promise<RecordedEvent[]> => {
    let all: RecordedEvent[] = [];
    await eventually(
      async () =>
        (all = await t.store.readAll({ transactionId: '0', globalPosition: 0n }, 1_000)).length >= 5,
    );
    return all;
  };
  // Read as the product reads them: personal columns opened (docs/adr/127).
  const row = async (id: string) =>
    (await new SupportQueries(t.dataSource, t.store).byId(id)) as unknown as Record<string, unknown> &
      Record<'created_at' | 'updated_at' | 'last_staff_reply_at' | 'awaiting_since' | 'due_at', Date>;

  beforeAll(async () => {
    t = await openPgTestStore({ entities: [] });
    await t.store.append(
      `ticket-${ticket}`,
      [opened(ticket, customer, 'Where is my letter?', 0), ...thread],
      'no_stream',
    );
    await t.store.append(
      `ticket-${visitorTicket}`,
      [opened(visitorTicket, null, 'Billing question', 4)],
      'no_stream',
    );
  });
  afterAll(() => t.close());

  it('folds each ticket into its row and each reply into the thread', async () => {
    const host = new SubscriptionsService(t.dataSource, t.store, {
      autoStart: false,
      logger: captureLogger(),
      runner: { pollMs: 20 },
    });
    for (const projection of PROJECTIONS) host.registerProjection(projection);
    await host.start();
    expect(await host.waitFor((await allEvents()).at(-1)!.position, 5_000)).toBe(true);
    await host.stop();

    const answered = await row(ticket);
    expect(answered).toMatchObject({
      user_id: customer,
      status: 'in_progress',
      priority: 'high',
      reply_count: 2,
      version: '4',
    });
    expect(answered.created_at.toISOString()).toBe(at(0));
    expect(answered.updated_at.toISOString()).toBe(at(3));
    expect(answered.last_staff_reply_at.toISOString()).toBe(at(2));
    // The customer wrote after staff answered: waiting again since then, due 24 business hours later
    // (Tue 12:00 → 6 h Tue, 9 h Wed, 9 h Thu = Thursday Dec 3 at 6:00 PM EST).
    expect(answered.awaiting_since.toISOString()).toBe(at(3));
    expect(answered.due_at.toISOString()).toBe('2026-12-03T23:00:00.000Z');

    const visitor = await row(visitorTicket);
    expect(visitor).toMatchObject({
      user_id: null,
      email: 'visitor@example.com',
      status: 'open',
      reply_count: 0,
    });
    // Filed Tuesday 1:00 PM EST: 5 h Tue, 9 h Wed, 9 h Thu, 1 h Fri → Friday Dec 4 at 10:00 AM EST.
    expect(visitor.due_at.toISOString()).toBe('2026-12-04T15:00:00.000Z');

    const replies = (
      (await new SupportQueries(t.dataSource, t.store).replies([ticket])).get(ticket) ?? []
    ).map((r) => ({ author: r.author, author_name: r.author_name, message: r.message }));
    expect(replies).toEqual([
      { author: 'staff', author_name: 'Sam Staff', message: 'Looking into it.' },
      { author: 'customer', author_name: null, message: 'Thank you!' },
    ]);
    expect(await counts(t)).toEqual({ open: '1', in_progress: '1', resolved: '0', closed: '0' });
  });

  it('replaying the same events twice gives the same rows, and a rebuild reproduces them', async () => {
    const tickets = await tableHash(t.dataSource, 'rm_support_tickets', 'id');
    const replies = await tableHash(t.dataSource, 'rm_support_ticket_replies', 'id');
    const before = await counts(t);
    const all = await allEvents();
    for (const projection of PROJECTIONS) {
      await t.dataSource.transaction(async (tx) => {
        const { rows } = await execSql<{ active_table: string }>(
          tx,
          `SELECT active_table FROM es.projections WHERE name = $1`,
          [projection.name],
        );
        await projection.apply(all, tx, { table: rows[0]!.active_table, values: t.store.sealedValues });
      });
    }
    expect(await tableHash(t.dataSource, 'rm_support_tickets', 'id')).toBe(tickets);
    expect(await tableHash(t.dataSource, 'rm_support_ticket_replies', 'id')).toBe(replies);
    expect(await counts(t)).toEqual(before);
    for (const projection of PROJECTIONS)
      await rebuildProjection(t.dataSource, projection.name, { store: t.store });
    expect(await tableHash(t.dataSource, 'rm_support_tickets', 'id')).toBe(tickets);
    expect(await tableHash(t.dataSource, 'rm_support_ticket_replies', 'id')).toBe(replies);
    expect(await counts(t)).toEqual(before);
  });
});
