/** A support ticket as the API returns it (spec §3, §7). */
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export interface SupportTicket {
  id: string;
  subject: string;
  priority: TicketPriority;
  status: TicketStatus;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  updatedAt: string;
  userId: string | null;
  replyCount: number;
  lastReplyAt: string | null;
  dueAt: string | null;
  overdue: boolean;
}

export interface TicketReply {
  id: string;
  author: 'staff' | 'customer';
  authorName: string;
  message: string;
  createdAt: string;
}

export interface SupportTicketThread extends SupportTicket {
  replies: TicketReply[];
}

export interface SupportTicketPage {
  tickets: SupportTicket[];
  total: number;
  page: number;
  pageSize: number;
}

/** Status words for the staff screens (English by design); customers see the support catalog's. */
export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
