import type { EntityManager } from 'typeorm';
import type { NotificationOutbox } from '../outbox/outbox';
import type { EmailLanguage, ReferralEmailAttorney } from '../outbox/templates';

/**
 * Typed entry points for the support desk and attorney referrals (other features wire them to their events).
 * Call them with the transaction that appends the event (or a process manager's batch `tx`), and the event id:
 * the email commits with the event and is recorded once per event. `subjectId` is whose data the email carries
 * (the user, or a visitor's ticket): erasing that subject deletes the emails too.
 */
export function notifyTicketReceived(
  outbox: NotificationOutbox,
  tx: EntityManager | null,
  eventId: string,
  to: { email: string; subjectId: string; language?: EmailLanguage },
  ticket: { id: string },
): Promise<string> {
  // Anyone may type any address on the support form: the acknowledgement carries nothing they typed (no name,
  // no subject, no message), so it cannot carry someone's words to someone else's inbox (issue 22 point 7).
  return outbox.record(tx, {
    sourceKey: `ticket-received:${eventId}`,
    kind: 'ticket-received',
    to: to.email,
    subjectId: to.subjectId,
    ...(to.language ? { language: to.language } : {}),
    data: { ticketId: ticket.id },
  });
}

export function notifyStaffReply(
  outbox: NotificationOutbox,
  tx: EntityManager | null,
  eventId: string,
  to: { email: string; name: string; subjectId: string; language?: EmailLanguage },
  reply: { ticketSubject: string; message: string; ticketUrl: string },
): Promise<string> {
  return outbox.record(tx, {
    sourceKey: `staff-reply:${eventId}`,
    kind: 'staff-reply',
    to: to.email,
    subjectId: to.subjectId,
    ...(to.language ? { language: to.language } : {}),
    data: {
      name: to.name,
      ticketSubject: reply.ticketSubject,
      reply: reply.message,
      ticketUrl: reply.ticketUrl,
    },
  });
}

/**
 * One email to the user naming every attorney of the referral (sample ones marked: issue 32), and one to each real
 * attorney, all keyed by the referral event. Sample attorneys are fictional (`.example` addresses): never mailed.
 */
export async function notifyReferralSent(
  outbox: NotificationOutbox,
  tx: EntityManager | null,
  eventId: string,
  user: { email: string; name: string; subjectId: string },
  attorneys: readonly (ReferralEmailAttorney & { email: string })[],
  caseSummary: string,
  contact = false,
): Promise<string[]> {
  const named = attorneys.map(({ name, firm, city, state, sample }) => ({ name, firm, city, state, sample }));
  const ids = [
    await outbox.record(tx, {
      sourceKey: `referral-sent:${eventId}:user`,
      kind: 'referral-sent',
      to: user.email,
      subjectId: user.subjectId,
      data: {
        name: user.name,
        recipient: 'user',
        clientName: user.name,
        attorneys: named,
        caseSummary,
        contact,
      },
    }),
  ];
  // Only attorneys with an address from the directory (the caller leaves it empty otherwise): never a sample one.
  for (const attorney of attorneys.filter((a) => !a.sample && a.email)) {
    ids.push(
      await outbox.record(tx, {
        sourceKey: `referral-sent:${eventId}:${attorney.email}`,
        kind: 'referral-sent',
        to: attorney.email,
        subjectId: user.subjectId,
        // The attorney reads the claimant's account's language no more than their words: always English (ADR 204).
        language: 'en',
        data: {
          name: attorney.name,
          recipient: 'attorney',
          clientName: user.name,
          attorneys: named,
          caseSummary,
          contact,
        },
      }),
    );
  }
  return ids;
}
