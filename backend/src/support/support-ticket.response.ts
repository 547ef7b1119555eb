import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SupportTicketReplyRow } from './read-models/support-tickets/support-ticket-replies.projection';
import type { SupportTicketRow } from './read-models/support-tickets/support-ticket.row';
import { businessDeadline, isOverdue } from './response-promise';
import { TICKET_PRIORITIES, TICKET_STATUSES, type SupportTicketOpened } from './support-ticket.events';

/** A ticket as the API shows it (spec §7: id, subject, priority, status, name, email, message, createdAt, updatedAt). */
export class SupportTicketResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: TICKET_PRIORITIES }) priority!: string;
  @ApiProperty({ enum: TICKET_STATUSES }) status!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() message!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'The account that filed it; null for a visitor' })
  userId!: string | null;
  @ApiProperty({ description: 'Replies in the thread (staff and customer)' }) replyCount!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) lastReplyAt!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'When the 24-business-hour promise runs out (null once staff answered the latest message)',
  })
  dueAt!: string | null;
  @ApiProperty({ description: 'Open or in progress and past dueAt' }) overdue!: boolean;
}

export class SupportTicketReplyResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['staff', 'customer'] }) author!: 'staff' | 'customer';
  @ApiProperty({ description: "The staff member's name, or the customer's" }) authorName!: string;
  @ApiProperty() message!: string;
  @ApiProperty() createdAt!: string;
}

export class SupportTicketThreadResponse extends SupportTicketResponse {
  @ApiProperty({ type: [SupportTicketReplyResponse], description: 'Oldest first' }) replies!: SupportTicketReplyResponse[];
}

export class SupportTicketPageResponse {
  @ApiProperty({ type: [SupportTicketResponse], description: 'Newest first' }) tickets!: SupportTicketResponse[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class MySupportRequestsResponse {
  @ApiProperty({ type: [SupportTicketThreadResponse], description: 'Newest first, each with its replies' })
  tickets!: SupportTicketThreadResponse[];
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Rows as the driver returns them: timestamps are Dates. */
export type StoredTicketRow = Omit<SupportTicketRow, 'created_at' | 'updated_at' | 'last_reply_at' | 'due_at' | 'last_staff_reply_at' | 'awaiting_since'> & {
  created_at: Date;
  updated_at: Date;
  last_reply_at: Date | null;
  due_at: Date | null;
};
export type StoredReplyRow = Omit<SupportTicketReplyRow, 'created_at'> & { created_at: Date };

export function toTicketResponse(row: StoredTicketRow, now = new Date()): SupportTicketResponse {
  return {
    id: row.id,
    subject: row.subject,
    priority: row.priority,
    status: row.status,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    userId: row.user_id,
    replyCount: row.reply_count,
    lastReplyAt: iso(row.last_reply_at),
    dueAt: iso(row.due_at),
    overdue: isOverdue({ status: row.status, dueAt: row.due_at }, now),
  };
}

export function toThreadResponse(row: StoredTicketRow, replies: StoredReplyRow[], now = new Date()): SupportTicketThreadResponse {
  return {
    ...toTicketResponse(row, now),
    replies: replies.map((r) => ({
      id: r.id,
      author: r.author,
      authorName: r.author === 'staff' ? (r.author_name ?? 'SueGo support') : row.name,
      message: r.message,
      createdAt: iso(r.created_at)!,
    })),
  };
}

/** The ticket as its SupportTicketOpened event describes it (before the read model has it). */
export function fromOpened(d: SupportTicketOpened['data']): SupportTicketResponse {
  return {
    id: d.ticketId,
    subject: d.subject,
    priority: d.priority,
    status: d.status,
    name: d.name,
    email: d.email,
    message: d.message,
    createdAt: d.openedAt,
    updatedAt: d.openedAt,
    userId: d.userId,
    replyCount: 0,
    lastReplyAt: null,
    dueAt: businessDeadline(new Date(d.openedAt)).toISOString(),
    overdue: false,
  };
}
