import { IllegalStateError, NotFoundError, ValidationError } from '../common/errors';
import { evolveSupportTicket, initialSupportTicketState } from './support-ticket';
import { decideSupportTicket, TICKET_LIMITS, type SupportTicketCommand } from './support-ticket.decide';
import { TICKET_STATUSES, type SupportTicketEvent, type TicketStatus } from './support-ticket.events';
import { DeciderSpecification } from '../testing/decider-specification';

const now = new Date('2026-11-24T15:00:00.000Z');
const at = now.toISOString();
const ticketId = '7d1f2c3b-0000-4a2b-8c3d-000000000001';
const customer = 'c0a8012e-0000-4000-8000-000000000001';
const staff = 'c0a8012e-0000-4000-8000-0000000000ff';

const opened = (
  overrides: Partial<Extract<SupportTicketEvent, { type: 'SupportTicketOpened' }>['data']> = {},
): SupportTicketEvent => ({
  type: 'SupportTicketOpened',
  data: {
    ticketId,
    userId: customer,
    name: 'Ana Díaz',
    email: 'ana@example.com',
    subject: 'Where is my letter?',
    message: 'I paid yesterday and see nothing.',
    priority: 'medium',
    status: 'open',
    openedAt: at,
    ...overrides,
  },
});
const statusChanged = (from: TicketStatus, to: TicketStatus): SupportTicketEvent => ({
  type: 'SupportTicketStatusChanged',
  data: { ticketId, from, to, changedBy: staff, changedAt: at },
});

const open = (
  data: Partial<Extract<SupportTicketCommand, { type: 'OpenTicket' }>['data']> = {},
): SupportTicketCommand => ({
  type: 'OpenTicket',
  data: {
    ticketId,
    userId: customer,
    name: 'Ana Díaz',
    email: 'ana@example.com',
    subject: 'Where is my letter?',
    message: 'I paid yesterday and see nothing.',
    ...data,
  },
  metadata: { now },
});
const setStatus = (status: TicketStatus): SupportTicketCommand => ({
  type: 'ChangeTicketStatus',
  data: { status, changedBy: staff },
  metadata: { now },
});
const staffReply = (replyId = 'r1', message = 'It is being drafted now.'): SupportTicketCommand => ({
  type: 'ReplyAsStaff',
  data: { replyId, authorId: staff, authorName: 'Sam Staff', message },
  metadata: { now },
});
const customerReply = (authorId = customer, replyId = 'c1', message = 'Thanks!'): SupportTicketCommand => ({
  type: 'ReplyAsCustomer',
  data: { replyId, authorId, message },
  metadata: { now },
});

/** given events, when command, then events or error. */
const given = DeciderSpecification.for({
  decide: decideSupportTicket,
  evolve: evolveSupportTicket,
  initialState: initialSupportTicketState,
});

describe('support ticket decider', () => {
  describe('OpenTicket', () => {
    it('opens a ticket: status open, priority medium by default', () =>
      given([]).when(open()).then([opened()]));
    it('keeps the priority the sender chose', () =>
      given([])
        .when(open({ priority: 'urgent' }))
        .then([opened({ priority: 'urgent' })]));
    it('a visitor ticket carries no user id', () =>
      given([])
        .when(open({ userId: null }))
        .then([opened({ userId: null })]));
    it('is idempotent: the same ticket id again records nothing', () =>
      given([opened()]).when(open()).then([]));
    it.each(['name', 'email', 'subject', 'message'] as const)('refuses a blank %s, naming it', (field) =>
      given([])
        .when(open({ [field]: '   ' }))
        .thenThrows(ValidationError, new RegExp(`^${field} is required`)),
    );
    it('refuses a message over the limit', () =>
      given([])
        .when(open({ message: 'x'.repeat(TICKET_LIMITS.message + 1) }))
        .thenThrows(ValidationError, /message must be at most 5000 characters/));
  });

  describe('ChangeTicketStatus: any status to any other (spec §4)', () => {
    const pairs = TICKET_STATUSES.flatMap((from) =>
      TICKET_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    );
    it.each(pairs)('%s → %s', (from, to) => {
      const history = from === 'open' ? [opened()] : [opened(), statusChanged('open', from)];
      given(history)
        .when(setStatus(to))
        .then([statusChanged(from, to)]);
    });
    it('setting the current status again records nothing', () =>
      given([opened(), statusChanged('open', 'resolved')])
        .when(setStatus('resolved'))
        .then([]));
    it('an unknown ticket is not found', () => given([]).when(setStatus('closed')).thenThrows(NotFoundError));
  });

  describe('ReplyAsStaff', () => {
    const replied: SupportTicketEvent = {
      type: 'SupportTicketReplied',
      data: {
        ticketId,
        replyId: 'r1',
        authorId: staff,
        authorName: 'Sam Staff',
        message: 'It is being drafted now.',
        repliedAt: at,
      },
    };
    it('records the reply', () => given([opened()]).when(staffReply()).then([replied]));
    it('on a closed ticket too', () =>
      given([opened(), statusChanged('open', 'closed')])
        .when(staffReply())
        .then([replied]));
    it('a retried reply (same reply id) records nothing', () =>
      given([opened(), replied]).when(staffReply()).then([]));
    it('refuses an empty reply', () =>
      given([opened()])
        .when(staffReply('r2', ' '))
        .thenThrows(ValidationError, /message is required/));
    it('an unknown ticket is not found', () => given([]).when(staffReply()).thenThrows(NotFoundError));
  });

  describe('ReplyAsCustomer', () => {
    const replied: SupportTicketEvent = {
      type: 'SupportTicketCustomerReplied',
      data: { ticketId, replyId: 'c1', authorId: customer, message: 'Thanks!', repliedAt: at },
    };
    it('the customer who filed it may write back', () =>
      given([opened()]).when(customerReply()).then([replied]));
    it('also once resolved', () =>
      given([opened(), statusChanged('open', 'resolved')])
        .when(customerReply())
        .then([replied]));
    it('a retried reply records nothing', () => given([opened(), replied]).when(customerReply()).then([]));
    it('another user is told the ticket does not exist', () =>
      given([opened()])
        .when(customerReply('someone-else'))
        .thenThrows(NotFoundError, /Support ticket not found/));
    it('nobody may write on a visitor ticket through an account', () =>
      given([opened({ userId: null })])
        .when(customerReply())
        .thenThrows(NotFoundError));
    it('a closed ticket takes no more messages', () =>
      given([opened(), statusChanged('open', 'closed')])
        .when(customerReply())
        .thenThrows(IllegalStateError, /closed/));
    it('refuses a reply over the limit', () =>
      given([opened()])
        .when(customerReply(customer, 'c2', 'x'.repeat(TICKET_LIMITS.reply + 1)))
        .thenThrows(ValidationError, /message must be at most/));
  });
});
