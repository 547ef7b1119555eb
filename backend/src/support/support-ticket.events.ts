/**
 * Events of the `ticket-{id}` stream (DESIGN.md §4): the public contract of the support ticket. Type strings never
 * change; new shapes get upcasters. Personal data (the customer's name, email, subject and message, and reply
 * texts) sits in `data` under plainly named fields, so per-subject encryption (crypto-shredding) can find it later.
 */

/** Spec §4: staff may move a ticket between any two of these. */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec §2: the form's four priorities (low 'Low - General question' … urgent 'Urgent - Critical issue'). */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'medium';

/** Someone (a visitor or a signed-in user) asked for help. New tickets are always open. */
export type SupportTicketOpened = {
  type: 'SupportTicketOpened';
  data: {
    ticketId: string;
    /** The account that filed it, when the sender was signed in; null for a visitor. */
    userId: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    priority: TicketPriority;
    status: 'open';
    openedAt: string;
    /**
     * The page's language when a visitor wrote it in Spanish (issue 33): their acknowledgement and replies are
     * written in it. Absent: English (and for a signed-in sender, whose account's language applies).
     */
    language?: TicketLanguage;
  };
};

/** The languages a visitor's support emails can be written in (the product's languages, ADR 201). */
export const TICKET_LANGUAGES = ['en', 'es'] as const;
export type TicketLanguage = (typeof TICKET_LANGUAGES)[number];

/** Staff moved the ticket to another status (any to any, spec §4). */
export type SupportTicketStatusChanged = {
  type: 'SupportTicketStatusChanged';
  data: {
    ticketId: string;
    from: TicketStatus;
    to: TicketStatus;
    /** The staff member who changed it. */
    changedBy: string;
    changedAt: string;
  };
};

/** Staff answered the customer (emailed to them, shown under Account → My requests). */
export type SupportTicketReplied = {
  type: 'SupportTicketReplied';
  data: {
    ticketId: string;
    replyId: string;
    /** The staff member who wrote it. */
    authorId: string;
    authorName: string;
    message: string;
    repliedAt: string;
  };
};

/** The customer who filed the ticket (signed in) wrote back on it. */
export type SupportTicketCustomerReplied = {
  type: 'SupportTicketCustomerReplied';
  data: {
    ticketId: string;
    replyId: string;
    authorId: string;
    message: string;
    repliedAt: string;
  };
};

export type SupportTicketEvent =
  SupportTicketOpened | SupportTicketStatusChanged | SupportTicketReplied | SupportTicketCustomerReplied;

export const SUPPORT_TICKET_EVENT_TYPES: readonly SupportTicketEvent['type'][] = [
  'SupportTicketOpened',
  'SupportTicketStatusChanged',
  'SupportTicketReplied',
  'SupportTicketCustomerReplied',
];

export const ticketStreamId = (ticketId: string) => `ticket-${ticketId}`;
