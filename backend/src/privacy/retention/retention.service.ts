import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/app-config';
import type { AppConfig } from '../../config/env';
import { anchorKey } from '../../event-store/audit-anchor-settings';
import { removalMac } from '../../event-store/postgres/removal-receipt';
import { comparePositions, EventStore, type Position } from '../../event-store/event-store';
import { RETENTION_ROLE } from '../../event-store/postgres/event-hash-chain.migration';
import { execSql } from '../../database/sql';
import { SubscriptionsService } from '../../event-store/subscriptions/subscriptions.service';
import { SessionsService, UserAccounts } from '../../identity/index';
import { DerivedCopies } from '../erasure/derived-copies';
import { PRIVACY_RUNTIME, type PrivacyRuntime } from '../shredding/privacy-runtime';

/** The legal record is kept this long after a stream's last activity (spec §1, DESIGN §4). */
export const RETENTION_YEARS = 7;
/**
 * Streams whose whole life ends with the record: cases (with their payments and documents), subscriptions (their
 * billing), the provider-event markers (`provider-event-…` streams are of type `provider`), charges and their
 * refunds (`charge-…`: the billing history and receipts, issue 27), support tickets,
 * attorney referral requests (`referral-request-…`: `referral`), attorney search purchases (`attorney-search-…`:
 * `attorney`) and auditors' lookup logs (`audit-log-…`: `audit`; a working auditor's log never goes quiet for 7
 * years). Promotion streams are shared by every redeemer of a code and stay.
 */
export const RETAINED_STREAM_TYPES = [
  'case',
  'subscription',
  'provider',
  'charge',
  'ticket',
  'referral',
  'attorney',
  'audit',
] as const;
const BATCH = 100;
const CATCH_UP_MS = 30_000;

interface ExpiredStream {
  id: string;
  /** Its version when found expired: a stream that grew since is not expired any more. */
  version: string;
  closedAt: Date;
  last: Position;
}
/** Rate-limit counters and buckets untouched this long are back at their starting value: deleting them changes nothing. */
const COUNTER_IDLE_MS = 24 * 60 * 60 * 1000;

export interface RetentionReport {
  now: string;
  cutoff: string;
  removedStreams: string[];
  removedEvents: number;
  deletedPdfs: number;
  deletedKeys: number;
  prunedSessions: number;
  prunedCounters: number;
  prunedEmails: number;
}

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION_YEARS);
  return cutoff;
}

/**
 * The 7-year retention job (docs/adr/123), run daily by the pg-boss schedule with `now` = the wall clock (tests
 * pass their own). A stream is over when its last event happened (the writer's clock, `occurredAt`) more than
 * 7 years before `now`; it is deleted whole, with its read-model rows, stored PDFs, owner record and, once no
 * stream of theirs is left and their account is gone, the owner's key. Whole streams only, so every other
 * stream's hash chain stays verifiable. Also prunes ended sessions, idle rate-limit rows, used or expired
 * password reset tokens and outbox emails older than the record.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);
  private readonly derived: DerivedCopies;

  constructor(
    private readonly dataSource: DataSource,
    store: EventStore,
    private readonly subscriptions: SubscriptionsService,
    private readonly sessions: SessionsService,
    @Inject(PRIVACY_RUNTIME) private readonly privacy: PrivacyRuntime,
    private readonly accounts: UserAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.derived = new DerivedCopies(dataSource, store, () => subscriptions.projectionDefinitions());
  }

  async run(now: Date = new Date()): Promise<RetentionReport> {
    const cutoff = retentionCutoff(now);
    const report: RetentionReport = {
      now: now.toISOString(),
      cutoff: cutoff.toISOString(),
      removedStreams: [],
      removedEvents: 0,
      deletedPdfs: 0,
      deletedKeys: 0,
      prunedSessions: 0,
      prunedCounters: 0,
      prunedEmails: 0,
    };
    for (;;) {
      const expired = await this.expiredStreams(cutoff);
      if (expired.length === 0) break;
      // Removed streams leave es.streams, so the next query finds the next batch; a batch that removed nothing
      // (every stream vanished meanwhile) ends the run rather than loop.
      if ((await this.remove(expired, now, report)) === 0) break;
    }
    await this.prune(now, cutoff, report);
    if (report.removedStreams.length > 0 || report.prunedSessions > 0)
      this.logger.log(
        {
          removedStreams: report.removedStreams.length,
          removedEvents: report.removedEvents,
          prunedSessions: report.prunedSessions,
        },
        'Retention: expired records removed',
      );
    return report;
  }

  /** Streams of the retained types whose last event is older than `cutoff` (one index probe per stream). */
  private async expiredStreams(cutoff: Date): Promise<ExpiredStream[]> {
    const { rows } = await execSql<{
      stream_id: string;
      version: string;
      closed_at: Date;
      transaction_id: string;
      global_position: string;
    }>(
      this.dataSource,
      `SELECT s.stream_id, s.version, (e.metadata->>'occurredAt')::timestamptz AS closed_at,
              e.transaction_id::text AS transaction_id, e.global_position
         FROM es.streams s
         JOIN es.events e ON e.stream_id = s.stream_id AND e.stream_position = s.version
        WHERE s.stream_type = ANY($1::text[])
          AND (e.metadata->>'occurredAt')::timestamptz < $2
        ORDER BY s.stream_id
        LIMIT ${BATCH}`,
      [RETAINED_STREAM_TYPES, cutoff],
    );
    return rows.map((r) => ({
      id: r.stream_id,
      version: r.version,
      closedAt: r.closed_at,
      last: { transactionId: r.transaction_id, globalPosition: BigInt(r.global_position) },
    }));
  }

  /** Removes the batch in one transaction; returns how many streams it removed. */
  private async remove(streams: ExpiredStream[], now: Date, report: RetentionReport): Promise<number> {
    const found = streams.map((s) => s.id);
    // A projection batch that read these events before the deletion must be committed first, or it would write
    // their rows back afterwards (only a projection far behind, or a rebuild, could still be at them).
    const last = streams.map((s) => s.last).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
    if (!(await this.subscriptions.waitFor(last, CATCH_UP_MS)))
      this.logger.warn('Retention: projections are behind the streams it removes; removing them anyway');
    const removedIds = await this.dataSource.transaction(async (tx) => {
      // Lock the streams: an append racing the removal either lands first (the stream grew: it is kept) or waits
      // and then starts the stream again from nothing, as a new record.
      const expectedVersion = new Map(streams.map((s) => [s.id, s.version]));
      const { rows: candidates } = await execSql<{
        stream_id: string;
        version: string;
        last_hash: Buffer | null;
      }>(
        tx,
        `SELECT stream_id, version::text AS version, last_hash FROM es.streams WHERE stream_id = ANY($1::text[])
          ORDER BY stream_id FOR UPDATE`,
        [found],
      );
      const locked = candidates.filter((c) => expectedVersion.get(c.stream_id) === c.version);
      const ids = locked.map((l) => l.stream_id);
      if (ids.length === 0) return [];
      const { rows: revisions } = await execSql<{ id: string }>(
        tx,
        `SELECT DISTINCT data->>'revisionId' AS id FROM es.events
          WHERE stream_id = ANY($1::text[]) AND jsonb_typeof(data->'revisionId') = 'string'`,
        [ids],
      );
      await this.derived.forget(tx, ids);
      report.deletedPdfs += await this.derived.deletePdfs(
        tx,
        revisions.map((r) => r.id),
      );
      report.deletedPdfs += await this.derived.deleteMailingProofs(tx, ids);
      await execSql(tx, `DELETE FROM document_generation_progress WHERE case_id::text = ANY($1::text[])`, [
        ids.filter((id) => id.startsWith('case-')).map((id) => id.slice('case-'.length)),
      ]);

      await execSql(tx, `SET LOCAL ROLE ${RETENTION_ROLE}`);
      const removed = await execSql(tx, `DELETE FROM es.events WHERE stream_id = ANY($1::text[])`, [ids]);
      await execSql(tx, `DELETE FROM es.streams WHERE stream_id = ANY($1::text[])`, [ids]);
      await execSql(tx, `RESET ROLE`);
      report.removedEvents += removed.rowCount;

      const closed = new Map(streams.map((s) => [s.id, s.closedAt]));
      // Signed under the anchor key (ADR 211): audit:verify excuses a stream missing since the anchor only by this.
      const key = anchorKey(this.config);
      await execSql(
        tx,
        `INSERT INTO privacy.removed_streams (stream_id, events, last_hash, closed_at, removed_at, reason, mac)
         SELECT x.stream_id, x.events, x.last_hash, x.closed_at, $5, 'retention: ${RETENTION_YEARS} years after the last activity', x.mac
           FROM unnest($1::text[], $2::bigint[], $3::bytea[], $4::timestamptz[], $6::bytea[])
             AS x(stream_id, events, last_hash, closed_at, mac)
         ON CONFLICT (stream_id) DO UPDATE SET events = EXCLUDED.events, last_hash = EXCLUDED.last_hash,
           closed_at = EXCLUDED.closed_at, removed_at = EXCLUDED.removed_at, mac = EXCLUDED.mac`,
        [
          locked.map((l) => l.stream_id),
          locked.map((l) => l.version),
          locked.map((l) => l.last_hash),
          locked.map((l) => closed.get(l.stream_id)),
          now,
          locked.map((l) => removalMac(key, l.stream_id, BigInt(l.version), l.last_hash)),
        ],
      );
      const { rows: owners } = await execSql<{ subject_id: string }>(
        tx,
        `DELETE FROM privacy.stream_subjects WHERE stream_id = ANY($1::text[]) RETURNING subject_id`,
        [ids],
      );
      // The key of someone whose account is gone and who owns no stream any more protects nothing now.
      const owned = [...new Set(owners.map((o) => o.subject_id))];
      const accounts = await this.accounts.existing(owned, tx);
      const subjects = owned.filter((s) => !accounts.has(s));
      const keys = await execSql<{ subject_id: string }>(
        tx,
        `DELETE FROM privacy.subject_keys k
          WHERE k.subject_id = ANY($1::text[])
            AND NOT EXISTS (SELECT 1 FROM privacy.stream_subjects s WHERE s.subject_id = k.subject_id)
          RETURNING k.subject_id`,
        [subjects],
      );
      report.deletedKeys += keys.rowCount;
      // So do their emails, found by whose they are (ADR 140): a visitor's ticket mail goes with the ticket.
      const gone = keys.rows.map((k) => k.subject_id);
      report.prunedEmails += (
        await execSql(
          tx,
          `DELETE FROM notifications WHERE subject_id = ANY($1::text[]) AND status <> 'queued'`,
          [gone],
        )
      ).rowCount;
      return locked.map((l) => l.stream_id);
    });
    this.privacy.keys.forgetStreams(removedIds);
    report.removedStreams.push(...removedIds);
    return removedIds.length;
  }

  private async prune(now: Date, cutoff: Date, report: RetentionReport): Promise<void> {
    for (;;) {
      const n = await this.sessions.pruneEnded(now);
      report.prunedSessions += n;
      if (n === 0) break;
    }
    const idle = new Date(now.getTime() - COUNTER_IDLE_MS);
    const attempts = await execSql(
      this.dataSource,
      `DELETE FROM auth_attempts WHERE window_started_at < $1`,
      [idle],
    );
    const buckets = await execSql(this.dataSource, `DELETE FROM user_rate_limits WHERE updated_at < $1`, [
      idle,
    ]);
    await execSql(
      this.dataSource,
      `DELETE FROM password_reset_tokens WHERE expires_at < $1 OR used_at < $1`,
      [idle],
    );
    await execSql(this.dataSource, `DELETE FROM email_tokens WHERE expires_at < $1 OR used_at < $1`, [idle]);
    report.prunedCounters += attempts.rowCount + buckets.rowCount;
    const emails = await execSql(
      this.dataSource,
      `DELETE FROM notifications WHERE created_at < $1 AND status <> 'queued'`,
      [cutoff],
    );
    report.prunedEmails += emails.rowCount;
    // Who had a free trial or a promo code (an HMAC of the email, ADR 145) is kept 7 years at most too.
    await execSql(this.dataSource, `DELETE FROM customer_benefit_claims WHERE claimed_at < $1`, [cutoff]);
  }
}
