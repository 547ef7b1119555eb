import type {
  SupportTicketEvent,
  TicketLanguage,
  TicketPriority,
  TicketStatus,
} from './support-ticket.events';

/** The support ticket as the decider sees it. */
export type SupportTicket =
  | { status: 'none' }
  | {
      status: TicketStatus;
      ticketId: string;
      userId: string | null;
      name: string;
      email: string;
      subject: string;
      priority: TicketPriority;
      /** A visitor's page language when it was Spanish (issue 33): their emails' language. */
      language?: TicketLanguage;
      /** Every reply id recorded on the stream: a retried reply adds nothing. */
      replyIds: ReadonlySet<string>;
    };

export const initialSupportTicketState = (): SupportTicket => ({ status: 'none' });

export function evolveSupportTicket(state: SupportTicket, event: SupportTicketEvent): SupportTicket {
  switch (event.type) {
    case 'SupportTicketOpened': {
      const d = event.data;
      return {
        status: d.status,
        ticketId: d.ticketId,
        userId: d.userId,
        name: d.name,
        email: d.email,
        subject: d.subject,
        priority: d.priority,
        ...(d.language ? { language: d.language } : {}),
        replyIds: new Set(),
      };
    }
    case 'SupportTicketStatusChanged':
      return state.status === 'none' ? state : { ...state, status: event.data.to };
    case 'SupportTicketReplied':
    case 'SupportTicketCustomerReplied':
      return state.status === 'none'
        ? state
        : { ...state, replyIds: new Set([...state.replyIds, event.data.replyId]) };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
