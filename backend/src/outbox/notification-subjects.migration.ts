import type { MigrationInterface, QueryRunner } from 'typeorm';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** What a stored copy shows instead of a secret link (the same words as templates.ts HIDDEN_LINK). */
const HIDDEN_LINK = '[private link: only the recipient can see it]';

/**
 * Every email belongs to a data subject, found from what caused it, never from its address (ADR 140), and no
 * stored email keeps a usable secret link (ADR 142):
 * - `secrets`: the sealed secret values of an email, until it is delivered;
 * - `subject_id` is filled for the emails that lack it: the owner of the stream whose event caused the email (a
 *   case's, subscription's or ticket's: a visitor's ticket is its own subject), the subscription of a trial
 *   reminder, the user of a password-reset token, or the case an email links to (event stores other than
 *   PostgreSQL). An email whose cause is gone is deleted: nobody can be said to own it. Then it is required;
 * - password-reset links already stored in the clear are replaced by the placeholder, and those not yet sent are
 *   not sent (they expire in 30 minutes anyway; the person asks again);
 * - the index by recipient, used only by the export's old address match, goes.
 */
export class NotificationSubjectsAndSecrets1797100000000 implements MigrationInterface {
  name = 'NotificationSubjectsAndSecrets1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN secrets bytea NULL`);
    await q.query(`
      WITH causes AS (
        SELECT id, substring(source_key FROM '^[A-Za-z-]+:(${UUID})(:|$)')::uuid AS event_id
          FROM notifications WHERE subject_id IS NULL AND source_key ~ '^[A-Za-z-]+:${UUID}(:|$)'
      )
      UPDATE notifications n SET subject_id = s.subject_id
        FROM causes c
        JOIN es.events e ON e.event_id = c.event_id
        JOIN privacy.stream_subjects s ON s.stream_id = e.stream_id
       WHERE n.id = c.id`);
    await q.query(`
      UPDATE notifications n SET subject_id = s.subject_id
        FROM privacy.stream_subjects s
       WHERE n.subject_id IS NULL AND n.source_key ~ '^trial-ending:${UUID}$'
         AND s.stream_id = 'subscription-' || substring(n.source_key FROM '^trial-ending:(.*)$')`);
    await q.query(`
      UPDATE notifications n SET subject_id = t.user_id::text
        FROM password_reset_tokens t
       WHERE n.subject_id IS NULL AND n.source_key = 'password-reset:' || encode(t.token_hash, 'hex')`);
    await q.query(`
      UPDATE notifications n SET subject_id = s.subject_id
        FROM privacy.stream_subjects s
       WHERE n.subject_id IS NULL AND n.kind IN ('payment-receipt', 'document-ready')
         AND n.text_body ~ '/document/${UUID}'
         AND s.stream_id = 'case-' || substring(n.text_body FROM '/document/(${UUID})')`);
    await q.query(`DELETE FROM notifications WHERE subject_id IS NULL`);
    await q.query(`ALTER TABLE notifications ALTER COLUMN subject_id SET NOT NULL`);
    await q.query(`DROP INDEX notifications_subject_id_idx`);
    await q.query(`CREATE INDEX notifications_subject_id_idx ON notifications (subject_id, created_at)`);
    await q.query(`DROP INDEX notifications_to_email_idx`);

    const link = `https?://[^\\s"<>]*/reset-password\\?token=[A-Za-z0-9_-]+`;
    await q.query(
      `UPDATE notifications
          SET text_body = regexp_replace(text_body, $1, $2, 'g'), html_body = regexp_replace(html_body, $1, $2, 'g')
        WHERE kind = 'password-reset'`,
      [link, HIDDEN_LINK],
    );
    await q.query(
      `UPDATE notifications SET status = 'skipped', last_error = $1 WHERE kind = 'password-reset' AND status = 'queued'`,
      ['Not sent: stored before reset links were sealed; ask for a new link'],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX notifications_to_email_idx ON notifications (to_email, created_at)`);
    await q.query(`DROP INDEX notifications_subject_id_idx`);
    await q.query(
      `CREATE INDEX notifications_subject_id_idx ON notifications (subject_id) WHERE subject_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE notifications ALTER COLUMN subject_id DROP NOT NULL`);
    await q.query(`ALTER TABLE notifications DROP COLUMN secrets`);
  }
}
