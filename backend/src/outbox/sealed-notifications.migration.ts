import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns of an email sealed under its data subject's key (notification-columns.ts, docs/adr/129). */
const TEXT_COLUMNS = ['to_email', 'subject', 'text_body', 'html_body', 'last_error'] as const;

/**
 * What an email says and to whom becomes `bytea` sealed with the data subject's key (docs/adr/129). A migration has
 * no keys, so the existing values are stored plain-tagged here (`0x00` ‖ UTF-8, which reads as before) and the
 * outbox seals them at its next start (`NotificationOutbox.sealStoredEmails`), then rewrites the table.
 */
export class SealNotifications1798210000000 implements MigrationInterface {
  name = 'SealNotifications1798210000000';

  async up(q: QueryRunner): Promise<void> {
    const text = TEXT_COLUMNS.map(
      (c) => `ALTER COLUMN ${c} TYPE bytea USING '\\x00'::bytea || convert_to(${c}, 'UTF8')`,
    );
    await q.query(
      `ALTER TABLE notifications ${text.join(', ')},
         ALTER COLUMN headers TYPE bytea USING '\\x00'::bytea || convert_to(headers::text, 'UTF8')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Values already sealed cannot be read back without the keys: they read as erased.
    const text = TEXT_COLUMNS.map(
      (c) =>
        `ALTER COLUMN ${c} TYPE text USING CASE WHEN get_byte(${c}, 0) = 0
           THEN convert_from(substring(${c} FROM 2), 'UTF8') ELSE '[erased]' END`,
    );
    await q.query(
      `ALTER TABLE notifications ${text.join(', ')},
         ALTER COLUMN headers TYPE jsonb USING CASE WHEN get_byte(headers, 0) = 0
           THEN convert_from(substring(headers FROM 2), 'UTF8')::jsonb END`,
    );
  }
}
