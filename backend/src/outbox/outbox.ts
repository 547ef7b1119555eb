import { randomUUID } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../database/sql';
import { EventStore } from '../event-store/event-store';
import type { Job } from '../jobs/job';
import { JobsService } from '../jobs/jobs.service';
import { Mailer } from './mailer';
import { NOTIFICATION_COLUMNS } from './notification-columns';
import { SendConditions, sendConditionOf, type SendConditionRef } from './send-conditions';
import { OUTBOX_SECRET_KEY, SecretBox } from './secret-box';
import {
  fillSecrets,
  redactSecrets,
  renderEmail,
  type EmailLanguage,
  type NotificationData,
  type NotificationKind,
} from './templates';

export const SEND_NOTIFICATION_JOB = 'notification.send';

export interface NewNotification<K extends NotificationKind> {
  /**
   * What causes this email, unique forever (e.g. `payment-receipt:{eventId}`): recording the same key twice
   * keeps the first, so a redelivered event never doubles an email.
   */
  sourceKey: string;
  kind: K;
  to: string;
  /**
   * Whose email this is: the data subject it was sent for (a user id, or a visitor's ticket id), never found from
   * the address. The export lists a person's emails by it, deleting the account deletes them by it (ADR 140); an
   * attorney's copy of a referral belongs to the user who asked.
   */
  subjectId: string;
  data: NotificationData[K];
  /** Not sent before this instant (default now). */
  runAt?: Date;
  /** Sent only if, when due, this registered condition holds (else the row is `skipped`): see send-conditions.ts. */
  onlyIf?: SendConditionRef;
  /** The language to write it in; by default the data subject's (the account's language, ADR 202), else English. */
  language?: EmailLanguage;
}

/** The language a data subject reads, or null when unknown (identity answers for accounts: ADR 202). */
export type RecipientLanguage = (subjectId: string, tx: EntityManager) => Promise<EmailLanguage | null>;

interface SendPayload {
  notificationId: string;
  /** A {@link SendConditionRef}, or the `{ subscriptionId, statuses }` of jobs queued before conditions had names. */
  onlyIf?: unknown;
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'queued' | 'sent' | 'kept' | 'skipped';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

interface Row {
  id: string;
  kind: string;
  subject_id: string;
  to_email: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxEntry['status'];
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  secrets?: Buffer | null;
  /** Extra headers (RFC 8058 List-Unsubscribe of a reminder), secret values as markers like the bodies. */
  headers?: Record<string, string> | null;
}

const toEntry = (r: Row): OutboxEntry => ({
  id: r.id,
  kind: r.kind,
  to: r.to_email,
  subject: r.subject,
  text: redactSecrets(r.text_body),
  html: redactSecrets(r.html_body),
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  sentAt: r.sent_at,
});

/**
 * The one outbox (ADR 110), infrastructure like the jobs it runs on: it knows no context. `record` writes the rendered email and its send job in the caller's transaction, the
 * one that appends or stores the event causing it: both commit or neither does, so a crash never loses an email.
 * The job sends it (retried with backoff) and marks the row; a row already marked is never sent again.
 * Secret links (ADR 142) are stored sealed beside the body, put back only into the delivered email, and forgotten
 * once it is delivered.
 */
/** Who may open an email's sealed secrets: that email, to that address. */
const secretContext = (id: string, to: string) => `suego/outbox/${id}/${to}`;

@Injectable()
export class NotificationOutbox implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NotificationOutbox.name);
  private readonly secretBox: SecretBox;
  private recipientLanguage: RecipientLanguage | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mailer: Mailer,
    private readonly conditions: SendConditions,
    private readonly store: EventStore,
    @Inject(OUTBOX_SECRET_KEY) secretKey: Buffer,
  ) {
    this.secretBox = new SecretBox(secretKey);
  }

  onModuleInit(): void {
    this.jobs.registerHandler<SendPayload>({
      type: SEND_NOTIFICATION_JOB,
      handle: (job) => this.send(job),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sealStoredEmails();
  }

  /**
   * Seals emails stored before the outbox sealed them (SealNotifications1798210000000 left them plain-tagged), a
   * batch at a time, then rewrites the table so their plaintext leaves its files (docs/adr/129). Idempotent and safe
   * in several processes at once: sealing is deterministic, and only values still plain-tagged are replaced.
   */
  async sealStoredEmails(batch = 200): Promise<number> {
    let sealed = 0;
    for (;;) {
      const { rows } = await execSql<Record<string, unknown> & { id: string; subject_id: string }>(
        this.dataSource,
        `SELECT id, subject_id, to_email, subject, text_body, html_body, headers, last_error FROM notifications
          WHERE get_byte(to_email, 0) = 0 ORDER BY id LIMIT $1`,
        [batch],
      );
      if (rows.length === 0) break;
      const values = this.store.sealedValues;
      const opened = await NOTIFICATION_COLUMNS.open(values, rows);
      const ring = await values.keyring(
        opened.map((r) => r.subject_id),
        { forSealing: true },
      );
      for (const row of opened) {
        const out = NOTIFICATION_COLUMNS.sealRow(ring, values, row);
        const plainOnly = (c: string, i: number) =>
          `${c} = CASE WHEN get_byte(${c}, 0) = 0 THEN $${i} ELSE ${c} END`;
        await execSql(
          this.dataSource,
          `UPDATE notifications SET ${plainOnly('to_email', 2)}, ${plainOnly('subject', 3)}, ${plainOnly('text_body', 4)},
                  ${plainOnly('html_body', 5)}, ${plainOnly('headers', 6)}, ${plainOnly('last_error', 7)}
            WHERE id = $1`,
          [row.id, out.to_email, out.subject, out.text_body, out.html_body, out.headers, out.last_error],
        );
      }
      sealed += rows.length;
    }
    if (sealed === 0) return 0;
    try {
      await execSql(this.dataSource, 'VACUUM FULL notifications');
    } catch (error) {
      this.logger.warn(
        { error: String(error) },
        'Outbox: sealed emails, but the table could not be rewritten',
      );
    }
    this.logger.log({ sealed }, 'Outbox: emails stored in plain text are now sealed');
    return sealed;
  }

  onModuleDestroy(): void {
    this.mailer.close();
  }

  get delivering(): boolean {
    return this.mailer.sends;
  }

  /** Where the outbox learns a recipient's language (identity registers the account's at start-up). */
  useRecipientLanguage(source: RecipientLanguage): void {
    this.recipientLanguage = source;
  }

  /** Records one email (and its send job) in `tx`; returns its id (the existing one for a known source key). */
  async record<K extends NotificationKind>(tx: EntityManager | null, n: NewNotification<K>): Promise<string> {
    const run = async (manager: EntityManager) => {
      const language = n.language ?? (await this.recipientLanguage?.(n.subjectId, manager)) ?? 'en';
      const email = renderEmail(n.kind, n.data, language);
      const newId = randomUUID();
      const sealed =
        Object.keys(email.secrets).length > 0
          ? this.secretBox.seal(email.secrets, secretContext(newId, n.to))
          : null;
      // What it says and to whom, under the data subject's key (docs/adr/129): an erased key leaves ciphertext.
      const [row] = await NOTIFICATION_COLUMNS.seal(
        this.store.sealedValues,
        [
          {
            subject_id: n.subjectId,
            to_email: n.to,
            subject: email.subject,
            text_body: email.text,
            html_body: email.html,
            headers: Object.keys(email.headers).length > 0 ? email.headers : null,
          },
        ],
        manager,
      );
      const inserted = await execSql<{ id: string }>(
        manager,
        `INSERT INTO notifications (id, source_key, kind, to_email, subject_id, subject, text_body, html_body, secrets,
                                    headers)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (source_key) DO NOTHING RETURNING id`,
        [
          newId,
          n.sourceKey,
          n.kind,
          row!.to_email,
          n.subjectId,
          row!.subject,
          row!.text_body,
          row!.html_body,
          sealed,
          row!.headers,
        ],
      );
      const id = inserted.rows[0]?.id;
      if (!id) {
        const { rows } = await execSql<{ id: string }>(
          manager,
          `SELECT id FROM notifications WHERE source_key = $1`,
          [n.sourceKey],
        );
        return rows[0]!.id;
      }
      await this.jobs.enqueue<SendPayload>(manager, {
        type: SEND_NOTIFICATION_JOB,
        payload: { notificationId: id, onlyIf: n.onlyIf },
        idempotencyKey: `notification:${id}`,
        maxAttempts: 8,
        runAt: n.runAt,
      });
      return id;
    };
    return tx ? run(tx) : this.dataSource.transaction(run);
  }

  /** The send job: at most one delivery per notification once marked; a failure throws, so the job retries. */
  private async send(job: Job<SendPayload>): Promise<void> {
    const id = job.payload.notificationId;
    const { rows } = await execSql<Row>(this.dataSource, `SELECT * FROM notifications WHERE id = $1`, [id]);
    const stored = rows[0];
    if (!stored || stored.status !== 'queued') return;
    const ring = await this.store.sealedValues.keyring([stored.subject_id]);
    const sealError = (message: string) =>
      ring.seal(stored.subject_id, NOTIFICATION_COLUMNS.label('last_error'), message);
    const skip = (reason: string | null) =>
      execSql(
        this.dataSource,
        `UPDATE notifications SET status = 'skipped', secrets = NULL, last_error = coalesce($2, last_error)
          WHERE id = $1 AND status = 'queued'`,
        [id, reason === null ? null : sealError(reason)],
      );
    // Its data subject was erased: nobody is left to write to (deletion removes the row too).
    if (ring.erased(stored.subject_id)) return void (await skip(null));
    let row: Row;
    try {
      row = NOTIFICATION_COLUMNS.openRow(ring, { ...stored });
    } catch {
      // Changed by hand (a sealed value moved from another row or column): not sent anywhere.
      return void (await skip('This email could not be unsealed; it was changed outside the product'));
    }
    const condition = sendConditionOf(job.payload.onlyIf);
    if (condition && !(await this.conditions.holds(condition))) return void (await skip(null));
    let secrets: Record<string, string> = {};
    try {
      if (row.secrets) secrets = this.secretBox.open(row.secrets, secretContext(id, row.to_email));
    } catch {
      // Another master key, or a row changed by hand: the link cannot be rebuilt, so nothing is sent.
      return void (await skip('The private link of this email could not be unsealed; ask for a new one'));
    }
    try {
      const outcome = await this.mailer.deliver({
        id,
        to: row.to_email,
        subject: row.subject,
        text: fillSecrets(row.text_body, secrets, 'text'),
        html: fillSecrets(row.html_body, secrets, 'html'),
        headers: row.headers
          ? Object.fromEntries(
              Object.entries(row.headers).map(([k, v]) => [k, fillSecrets(v, secrets, 'text')]),
            )
          : undefined,
        createdAt: row.created_at,
      });
      // Delivered: the secret is in the recipient's mailbox and nowhere here any more.
      await execSql(
        this.dataSource,
        `UPDATE notifications SET status = $2, attempts = attempts + 1, last_error = NULL, secrets = NULL,
                sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE NULL END
          WHERE id = $1 AND status = 'queued'`,
        [id, outcome],
      );
    } catch (error) {
      await execSql(
        this.dataSource,
        `UPDATE notifications SET attempts = attempts + 1, last_error = $2 WHERE id = $1`,
        [id, sealError(error instanceof Error ? error.message : String(error))],
      );
      throw error;
    }
  }

  /** Newest first, for /admin/outbox; secret links redacted. */
  async list(page: number, pageSize: number): Promise<{ items: OutboxEntry[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      execSql<Row>(
        this.dataSource,
        `SELECT id, kind, subject_id, to_email, subject, text_body, html_body, status, attempts, last_error, created_at,
                sent_at
           FROM notifications ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      execSql<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM notifications`),
    ]);
    const opened = await NOTIFICATION_COLUMNS.open(this.store.sealedValues, rows);
    return { items: opened.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
  }
}
