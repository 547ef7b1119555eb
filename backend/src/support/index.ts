// The public surface of support/ (docs/architecture.md, rule 3): other contexts import from here, from its
// *.events.ts or its *.command.ts, never from its other files. Add an export when another context needs one.

export { foldSupportTicket } from './support-ticket.decider';
export { SupportModule } from './support.module';
export { SupportQueries } from './support-queries';

// Read models (read-models/): other contexts read them through here.
export { SUPPORT_TICKET_REPLIES_VIEW } from './read-models/support-tickets/support-ticket-replies.projection';
export { REPLY_COLUMNS, TICKET_COLUMNS } from './read-models/support-tickets/support-ticket.row';
export { SUPPORT_TICKETS_VIEW } from './read-models/support-tickets/support-tickets.projection';
