import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventStore } from '../event-store/event-store';
import { execSql } from '../database/sql';
import { evolveSubscription, initialSubscriptionState } from '../subscriptions/subscription';
import { subscriptionStreamId, type SubscriptionEvent } from '../subscriptions/subscription.events';
import type { Job } from '../jobs/job';
import { JobsService } from '../jobs/jobs.service';
import { Mailer } from './mailer';
import { renderEmail, type NotificationData, type NotificationKind } from './templates';

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
   * Whose personal data the email carries when that is not (only) the recipient's: an attorney's copy of a
   * referral is about the user who asked. Deleting that user's account deletes these rows too (ADR 124).
   */
  subjectId?: string;
  data: NotificationData[K];
  /** Not sent before this instant (default now). */
  runAt?: Date;
  /** Sent only if, when due, the subscription still has one of these statuses (else the row is `skipped`). */
  onlyIf?: { subscriptionId: string; statuses: string[] };
}

interface SendPayload {
  notificationId: string;
  onlyIf?: NewNotification<NotificationKind>['onlyIf'];
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
}

const toEntry = (r: Row): OutboxEntry => ({
  id: r.id,
  kind: r.kind,
  to: r.to_email,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  sentAt: r.sent_at,
});

/**
 * The one outbox (ADR 110). `record` writes the rendered email and its send job in the caller's transaction, the
 * one that appends or stores the event causing it: both commit or neither does, so a crash never loses an email.
 * The job sends it (retried with backoff) and marks the row; a row already marked is never sent again.
 */
@Injectable()
export class NotificationOutbox implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly mailer: Mailer,
    private readonly store: EventStore,
  ) {}

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

  /** Records one email (and its send job) in `tx`; returns its id (the existing one for a known source key). */
  async record<K extends NotificationKind>(tx: EntityManager | null, n: NewNotification<K>): Promise<string> {
    const run = async (manager: EntityManager) => {
      const email = renderEmail(n.kind, n.data);
      const inserted = await execSql<{ id: string }>(
        manager,
        `INSERT INTO notifications (id, source_key, kind, to_email, subject_id, subject, text_body, html_body)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (source_key) DO NOTHING RETURNING id`,
        [randomUUID(), n.sourceKey, n.kind, n.to, n.subjectId ?? null, email.subject, email.text, email.html],
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
    if (job.payload.onlyIf && !(await this.stillApplies(job.payload.onlyIf))) {
      await execSql(this.dataSource, `UPDATE notifications SET status = 'skipped' WHERE id = $1 AND status = 'queued'`, [id]);
      return;
    }
    try {
      const outcome = await this.mailer.deliver({
        id,
        to: row.to_email,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      });
      await execSql(
        this.dataSource,
        `UPDATE notifications SET status = $2, attempts = attempts + 1, last_error = NULL,
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

  private async stillApplies(rule: NonNullable<SendPayload['onlyIf']>): Promise<boolean> {
    const stream = await this.store.readStream(subscriptionStreamId(rule.subscriptionId));
    const sub = stream.reduce(
      (s, e) => evolveSubscription(s, e as unknown as SubscriptionEvent),
      initialSubscriptionState(),
    );
    return sub.status !== 'none' && rule.statuses.includes(sub.status);
  }

  /** Newest first, for /admin/outbox. */
  async list(page: number, pageSize: number): Promise<{ items: OutboxEntry[]; total: number }> {
    const [{ rows }, count] = await Promise.all([
      execSql<Row>(
        this.dataSource,
        `SELECT * FROM notifications ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      execSql<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM notifications`),
    ]);
    return { items: rows.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
  }
}
