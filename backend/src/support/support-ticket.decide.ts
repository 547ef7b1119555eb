import { IllegalStateError, NotFoundError, InputErrorCode, ValidationError } from '../common/errors';
import type { SupportTicket } from './support-ticket';
import {
  DEFAULT_TICKET_PRIORITY,
  type SupportTicketCustomerReplied,
  type SupportTicketEvent,
  type SupportTicketOpened,
  type SupportTicketReplied,
  type SupportTicketStatusChanged,
  type TicketLanguage,
  type TicketPriority,
  type TicketStatus,
} from './support-ticket.events';

/** Lengths the form and the API share (characters). */
export const TICKET_LIMITS = { name: 120, email: 254, subject: 200, message: 5_000, reply: 5_000 } as const;

export const TICKET_NOT_FOUND_MESSAGE = 'Support ticket not found';
export const TICKET_CLOSED_MESSAGE =
  'This request is closed. Please send a new request from the support page.';

export type OpenTicket = {
  type: 'OpenTicket';
  data: {
    ticketId: string;
    userId: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    /** Absent: medium (spec §3). */
    priority?: TicketPriority;
    /** The page's language (issue 33); only Spanish is recorded. */
    language?: TicketLanguage;
  };
  metadata: { now: Date };
};

export type ChangeTicketStatus = {
  type: 'ChangeTicketStatus';
  data: { status: TicketStatus; changedBy: string };
  metadata: { now: Date };
};

export type ReplyAsStaff = {
  type: 'ReplyAsStaff';
  data: { replyId: string; authorId: string; authorName: string; message: string };
  metadata: { now: Date };
};

export type ReplyAsCustomer = {
  type: 'ReplyAsCustomer';
  data: { replyId: string; authorId: string; message: string };
  metadata: { now: Date };
};

export type SupportTicketCommand = OpenTicket | ChangeTicketStatus | ReplyAsStaff | ReplyAsCustomer;

type Existing = Exclude<SupportTicket, { status: 'none' }>;

function existing(state: SupportTicket): Existing {
  if (state.status === 'none') throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
  return state;
}

function assertText(field: string, value: string, max: number): void {
  if (value.trim() === '')
    throw new ValidationError(`${field} is required`, { field, code: InputErrorCode.Required });
  if ([...value].length > max)
    throw new ValidationError(`${field} must be at most ${max} characters`, {
      field,
      code: InputErrorCode.TooLong,
      params: { max },
    });
}

export function openTicket(command: OpenTicket, state: SupportTicket): SupportTicketOpened[] {
  // The same ticket id again (a retried request after a lost answer): nothing new happened.
  if (state.status !== 'none') return [];
  const d = command.data;
  assertText('name', d.name, TICKET_LIMITS.name);
  assertText('email', d.email, TICKET_LIMITS.email);
  assertText('subject', d.subject, TICKET_LIMITS.subject);
  assertText('message', d.message, TICKET_LIMITS.message);
  return [
    {
      type: 'SupportTicketOpened',
      data: {
        ticketId: d.ticketId,
        userId: d.userId,
        name: d.name,
        email: d.email,
        subject: d.subject,
        message: d.message,
        priority: d.priority ?? DEFAULT_TICKET_PRIORITY,
        status: 'open',
        openedAt: command.metadata.now.toISOString(),
        ...(d.language === 'es' ? { language: d.language } : {}),
      },
    },
  ];
}

/** Any status to any other (spec §4); setting the current one again records nothing. */
export function changeTicketStatus(
  command: ChangeTicketStatus,
  state: SupportTicket,
): SupportTicketStatusChanged[] {
  const ticket = existing(state);
  if (ticket.status === command.data.status) return [];
  return [
    {
      type: 'SupportTicketStatusChanged',
      data: {
        ticketId: ticket.ticketId,
        from: ticket.status,
        to: command.data.status,
        changedBy: command.data.changedBy,
        changedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/** Staff may answer in any status (a closed ticket too: the customer still gets the email). */
export function replyAsStaff(command: ReplyAsStaff, state: SupportTicket): SupportTicketReplied[] {
  const ticket = existing(state);
  const d = command.data;
  if (ticket.replyIds.has(d.replyId)) return [];
  assertText('message', d.message, TICKET_LIMITS.reply);
  return [
    {
      type: 'SupportTicketReplied',
      data: {
        ticketId: ticket.ticketId,
        replyId: d.replyId,
        authorId: d.authorId,
        authorName: d.authorName,
        message: d.message,
        repliedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

/**
 * Only the account that filed the ticket may write on it; anyone else is told it does not exist (404, never
 * 403: ticket ids are not an oracle). A closed ticket takes no more messages.
 */
export function replyAsCustomer(
  command: ReplyAsCustomer,
  state: SupportTicket,
): SupportTicketCustomerReplied[] {
  const ticket = existing(state);
  const d = command.data;
  if (ticket.userId === null || ticket.userId !== d.authorId)
    throw new NotFoundError(TICKET_NOT_FOUND_MESSAGE);
  if (ticket.replyIds.has(d.replyId)) return [];
  if (ticket.status === 'closed') throw new IllegalStateError(TICKET_CLOSED_MESSAGE);
  assertText('message', d.message, TICKET_LIMITS.reply);
  return [
    {
      type: 'SupportTicketCustomerReplied',
      data: {
        ticketId: ticket.ticketId,
        replyId: d.replyId,
        authorId: d.authorId,
        message: d.message,
        repliedAt: command.metadata.now.toISOString(),
      },
    },
  ];
}

export function decideSupportTicket(
  command: SupportTicketCommand,
  state: SupportTicket,
): SupportTicketEvent[] {
  switch (command.type) {
    case 'OpenTicket':
      return openTicket(command, state);
    case 'ChangeTicketStatus':
      return changeTicketStatus(command, state);
    case 'ReplyAsStaff':
      return replyAsStaff(command, state);
    case 'ReplyAsCustomer':
      return replyAsCustomer(command, state);
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}
