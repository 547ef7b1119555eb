import type { SupportTicket, SupportTicketThread } from '@/features/support/api/types';

/** Test data for the support pages. */
export function testTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 't1',
    subject: 'Where is my letter?',
    priority: 'high',
    status: 'open',
    name: 'Ana Díaz',
    email: 'ana@example.com',
    message: 'I paid yesterday and see nothing.',
    createdAt: '2026-11-24T15:00:00.000Z',
    updatedAt: '2026-11-24T15:00:00.000Z',
    userId: 'u1',
    replyCount: 0,
    lastReplyAt: null,
    dueAt: '2026-11-26T20:00:00.000Z',
    overdue: false,
    ...overrides,
  };
}

export function testThread(overrides: Partial<SupportTicketThread> = {}): SupportTicketThread {
  return { ...testTicket(overrides), replies: [], ...overrides };
}
