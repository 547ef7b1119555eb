import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { bearer } from '../auth-helpers';
import type { TestApp } from '../test-app';
import { OpenSupportTicketCommand } from '../../support/open-ticket/open-ticket.command';
import type { TicketPriority } from '../../support/support-ticket.events';

export interface TicketForm {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority?: TicketPriority;
}

let counter = 0;

export function ticketForm(overrides: Partial<TicketForm> = {}): TicketForm {
  counter += 1;
  return {
    name: 'Ana Díaz',
    email: `ana-${process.pid}-${counter}@example.com`,
    subject: `Question ${counter} about my letter`,
    message: 'I paid for my demand letter yesterday.\nWhere can I find it?',
    ...overrides,
  };
}

/** POST /api/support as a visitor (no token) or a signed-in user; returns the new ticket. */
export async function fileTicket(
  t: TestApp,
  form: Partial<TicketForm> = {},
  options: { token?: string; ip?: string } = {},
): Promise<{ id: string; email: string; subject: string; [k: string]: unknown }> {
  let req = request(t.http).post('/api/support');
  if (options.token) req = req.set(bearer(options.token));
  if (options.ip) req = req.set('X-Forwarded-For', options.ip);
  const res = await req.send(ticketForm(form));
  if (res.status !== 201) throw new Error(`POST /api/support: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A ticket filed at a past instant (for the 24-business-hour promise), through the real command handler. */
export async function fileTicketAt(
  t: TestApp,
  at: Date,
  form: Partial<TicketForm> = {},
  actor: { id: string; role: string } | null = null,
): Promise<string> {
  const { randomUUID } = await import('node:crypto');
  const id = randomUUID();
  const { position } = await t.app
    .get(CommandBus)
    .execute(new OpenSupportTicketCommand(id, actor, ticketForm(form), at));
  await t.app.get(SubscriptionsService).waitFor(position, 5_000);
  return id;
}
