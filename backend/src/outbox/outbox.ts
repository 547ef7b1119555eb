import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../database/sql';
import type { Job } from '../jobs/job';
import { JobsService } from '../jobs/jobs.service';
import { Mailer } from './mailer';
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
export class NotificationOutbox implements OnModuleInit, OnModuleDestroy {
  private readonly secretBox: SecretBox;
  private recipientLanguage: RecipientLanguage | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mailer: Mailer,
    private readonly conditions: SendConditions,
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
          n.to,
          n.subjectId,
          email.subject,
          email.text,
          email.html,
          sealed,
          Object.keys(email.headers).length > 0 ? JSON.stringify(email.headers) : null,
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
    const row = rows[0];
    if (!row || row.status !== 'queued') return;
    const condition = sendConditionOf(job.payload.onlyIf);
    if (condition && !(await this.conditions.holds(condition))) {
      await execSql(
        this.dataSource,
        `UPDATE notifications SET status = 'skipped', secrets = NULL WHERE id = $1 AND status = 'queued'`,
        [id],
      );
      return;
    }
    let secrets: Record<string, string> = {};
    try {
      if (row.secrets) secrets = this.secretBox.open(row.secrets, secretContext(id, row.to_email));
    } catch {
      // Another master key, or a row changed by hand: the link cannot be rebuilt, so nothing is sent.
      await execSql(
        this.dataSource,
        `UPDATE notifications SET status = 'skipped', secrets = NULL, last_error = $2 WHERE id = $1 AND status = 'queued'`,
        [id, 'The private link of this email could not be unsealed; ask for a new one'],
      );
      return;
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
        [id, error instanceof Error ? error.message : String(error)],
      );
      throw error;
    }
  }

  /** Newest first, for /admin/outbox; secret links redacted. */
  async list(page: number, pageSize: number): Promise<{ items: OutboxEntry[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      execSql<Row>(
        this.dataSource,
        `SELECT id, kind, to_email, subject, text_body, html_body, status, attempts, last_error, created_at, sent_at
           FROM notifications ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      execSql<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM notifications`),
    ]);
    return { items: rows.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
  }
}
