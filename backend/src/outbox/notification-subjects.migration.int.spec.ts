import { createHash, randomUUID } from 'node:crypto';
import { ALL_MIGRATIONS } from '../all-migrations';
import { openDataSource } from '../database/data-source';
import { createTestDatabase } from '../testing/test-database';
import { NotificationSubjectsAndSecrets1797100000000 } from './notification-subjects.migration';
import { HIDDEN_LINK } from './templates';

/**
 * The upgrade of emails stored before issue 22: each gets the subject of what caused it (never an account found
 * by its address), one whose cause is gone is deleted, and no stored reset link stays usable.
 */
describe('NotificationSubjectsAndSecrets migration (ADR 140, 142)', () => {
  it('backfills subject ids from the causing event, the subscription, the reset token or the linked case', async () => {
    const database = await createTestDatabase('nm');
    const upTo = (ALL_MIGRATIONS as unknown[]).indexOf(NotificationSubjectsAndSecrets1797100000000);
    const before = await openDataSource(database.url, {
      migrations: (ALL_MIGRATIONS as unknown[]).slice(0, upTo) as never,
      poolSize: 2,
    });
    const user = randomUUID();
    const ticket = randomUUID();
    const caseId = randomUUID();
    const subscription = randomUUID();
    const [ackEvent, receiptEvent] = [randomUUID(), randomUUID()];
    const token = 'T'.repeat(43);
    const tokenHash = createHash('sha256').update(token).digest();
    try {
      // A user (who registered with the address a visitor used before), their case, and a visitor's ticket.
      await before.query(
        `INSERT INTO users (id, email, name, password_hash) VALUES ($1, 'shared@example.com', 'Late Registrant', 'x')`,
        [user],
      );
      await before.query(
        `INSERT INTO privacy.stream_subjects (stream_id, subject_id) VALUES ($1, $2), ($3, $4), ($5, $6)`,
        [`ticket-${ticket}`, ticket, `case-${caseId}`, user, `subscription-${subscription}`, user],
      );
      for (const [stream, eventId, type] of [
        [`ticket-${ticket}`, ackEvent, 'SupportTicketOpened'],
        [`case-${caseId}`, receiptEvent, 'PaymentSucceeded'],
      ] as const) {
        await before.query(
          `INSERT INTO es.streams (stream_id, stream_type, version) VALUES ($1, split_part($1, '-', 1), 1)`,
          [stream],
        );
        await before.query(
          `INSERT INTO es.events (stream_id, stream_position, event_id, event_type, data) VALUES ($1, 1, $2, $3, '{}'::jsonb)`,
          [stream, eventId, type],
        );
      }
      await before.query(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 minutes')`,
        [tokenHash, user],
      );
      const email = (key: string, kind: string, text: string, status = 'sent') =>
        before.query(
          `INSERT INTO notifications (id, source_key, kind, to_email, subject, text_body, html_body, status)
           VALUES ($1, $2, $3, 'shared@example.com', 'Subject', $4, $4, $5)`,
          [randomUUID(), key, kind, text, status],
        );
      await email(`ticket-received:${ackEvent}`, 'ticket-received', 'We received your request');
      await email(`PaymentSucceeded:${receiptEvent}`, 'payment-receipt', 'Receipt');
      await email(`trial-ending:${subscription}`, 'trial-ending', 'Trial ends');
      await email(
        `password-reset:${tokenHash.toString('hex')}`,
        'password-reset',
        `Open http://localhost:3000/reset-password?token=${token} now`,
        'queued',
      );
      await email(
        `DocumentGenerated:${randomUUID()}`,
        'document-ready',
        `Ready: http://localhost:3000/document/${caseId}`,
      );
      await email(
        `SubscriptionPaymentFailed:${randomUUID()}`,
        'subscription-payment-failed',
        'Failed: cause gone',
      );
    } finally {
      await before.destroy();
    }

    const after = await openDataSource(database.url, { migrations: ALL_MIGRATIONS, poolSize: 2 });
    try {
      const rows = await after.query<
        { kind: string; subject_id: string; text_body: string; status: string }[]
      >(
        // SealNotifications1798210000000 (later) keeps these plain-tagged (0x00 ‖ UTF-8) for the outbox to seal.
        `SELECT kind, subject_id, status, CASE WHEN get_byte(text_body, 0) = 0
                THEN convert_from(substring(text_body FROM 2), 'UTF8') END AS text_body
           FROM notifications ORDER BY kind`,
      );
      expect(rows.map((r) => [r.kind, r.subject_id])).toEqual([
        ['document-ready', user],
        ['password-reset', user],
        ['payment-receipt', user],
        ['ticket-received', ticket], // the visitor's, not the account's that later registered that address
        ['trial-ending', user],
      ]);
      const reset = rows.find((r) => r.kind === 'password-reset')!;
      expect(reset.text_body).toBe(`Open ${HIDDEN_LINK} now`);
      expect(reset.status).toBe('skipped');
      const column = await after.query(
        `SELECT is_nullable FROM information_schema.columns WHERE table_name = 'notifications' AND column_name = 'subject_id'`,
      );
      expect(column[0].is_nullable).toBe('NO');
    } finally {
      await after.destroy();
      await database.drop();
    }
  });
});
