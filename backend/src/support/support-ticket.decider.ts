import type { RecordedEvent } from '../event-store/event-store';
import type { Decider } from '../event-store/handle-command';
import { evolveSupportTicket, initialSupportTicketState, type SupportTicket } from './support-ticket';
import { decideSupportTicket, type SupportTicketCommand } from './support-ticket.decide';
import type { SupportTicketEvent } from './support-ticket.events';

/** The support ticket's pure functions, as the event store's command helper wants them. */
export const supportTicketDecider: Decider<SupportTicketCommand, SupportTicket, SupportTicketEvent> = {
  decide: decideSupportTicket,
  evolve: evolveSupportTicket,
  initialState: initialSupportTicketState,
};

export function foldSupportTicket(events: readonly RecordedEvent[]): SupportTicket {
  return events.reduce<SupportTicket>(
    (s, e) => evolveSupportTicket(s, e as unknown as SupportTicketEvent),
    initialSupportTicketState(),
  );
}
