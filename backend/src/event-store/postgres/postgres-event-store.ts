import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventPrivacy } from '../event-privacy';
import {
  describeExpected,
  EventStore,
  type AppendOptions,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type NewEvent,
  type Position,
  type ReadStreamOptions,
  type RecordedEvent,
} from '../event-store';
import { EventIdConflictError, WrongExpectedVersionError } from '../event-store.errors';
import { UpcasterRegistry } from '../upcasters';
import { afterCommit, execSql, pgPool } from '../../database/sql';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

interface AppendRow {
  status: 'ok' | 'idempotent' | 'wrong_expected_version' | 'event_id_conflict';
  stream_version: string;
  transaction_id: string | null;
  global_position: string | null;
}

const COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_position, event_id,
  event_type, schema_version, data, metadata, created_at`;

const APPEND_SQL = `SELECT status, stream_version, transaction_id::text AS transaction_id, global_position
  FROM es.append_to_stream($1, $2::jsonb, $3::bigint, $4::boolean)`;

// Gap-safe global read (research §1.8): only transactions below the oldest running xid are final, and the
// order is the (transaction_id, global_position) pair; `global_position > n` alone loses events.
// Qualified names: ORDER BY must sort by the xid8 column, not by the text alias of the same name (text order
// would put xid 10000 before 9999).
const READ_ALL_SQL = `SELECT ${COLUMNS} FROM es.events e
  WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
    AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY e.transaction_id, e.global_position
  LIMIT $3`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeExpected(expected: ExpectedVersion): string | null {
  switch (expected) {
    case 'any':
      return null;
    case 'no_stream':
      return '-1';
    case 'stream_exists':
      return '-2';
    default:
      if (typeof expected !== 'bigint' || expected < 0n)
        throw new Error(`Invalid expected version ${String(expected)}`);
      return expected.toString();
  }
}

/** The default adapter: PostgreSQL tables from {@link CreateEventStore1795300000000}. */
export class PostgresEventStore extends EventStore {
  constructor(
    private readonly dataSource: DataSource,
    upcasters: UpcasterRegistry = new UpcasterRegistry(),
    privacy?: EventPrivacy,
  ) {
    super(upcasters, privacy);
  }

  async append(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    if (!streamId) throw new Error('append: streamId is required');
    if (events.length === 0) throw new Error('append: at least one event is required');
    for (const event of events) {
      if (!event.type) throw new Error('append: every event needs a type');
      if (event.eventId !== undefined && !UUID.test(event.eventId))
        throw new Error(`append: eventId must be a UUID, got ${event.eventId}`);
    }
    const outgoing = await this.outgoing(streamId, events, new Date(), randomUUID, options.tx);
    const ids = outgoing.map((e) => e.eventId);
    const payload = outgoing.map((e) => ({
      id: e.eventId,
      type: e.type,
      v: e.schemaVersion,
      d: e.data,
      m: e.metadata,
    }));
    // Ids we generate cannot be stored yet; only caller-chosen ids need the idempotency lookup.
    const callerIds = events.some((e) => e.eventId !== undefined);
    const params = [streamId, JSON.stringify(payload), encodeExpected(expected), callerIds];

    let row: AppendRow | undefined;
    try {
      row = options.tx
        ? (await execSql<AppendRow>(options.tx, APPEND_SQL, params)).rows[0]
        : (
            await pgPool(this.dataSource).query<AppendRow>({
              name: 'es_append_to_stream',
              text: APPEND_SQL,
              values: params,
            })
          ).rows[0];
    } catch (error) {
      // Two appends raced with the same event id on different streams: the unique index refused the second.
      if (isUniqueViolation(error, 'events_event_id_uq')) {
        if (!options.tx) {
          const original = await this.originalAppend(streamId, ids);
          if (original) return original;
        }
        throw new EventIdConflictError(streamId, ids);
      }
      throw error;
    }
    if (!row) throw new Error('es.append_to_stream returned no row');

    switch (row.status) {
      case 'wrong_expected_version':
        throw new WrongExpectedVersionError(streamId, describeExpected(expected), BigInt(row.stream_version));
      case 'event_id_conflict':
        throw new EventIdConflictError(streamId, ids);
      case 'idempotent':
      case 'ok': {
        const result: AppendResult = {
          nextExpectedVersion: BigInt(row.stream_version),
          position: {
            transactionId: row.transaction_id ?? '0',
            globalPosition: BigInt(row.global_position ?? 0),
          },
        };
        if (row.status === 'ok') {
          if (options.tx) afterCommit(options.tx, () => this.notifyAppended(result.position));
          else this.notifyAppended(result.position);
        }
        return result;
      }
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const params: unknown[] = [streamId];
    let sql = `SELECT ${COLUMNS} FROM es.events WHERE stream_id = $1`;
    if (options.toTime) {
      params.push(options.toTime);
      // JavaScript dates have millisecond precision; compare at that precision so that an event's own
      // createdAt, passed back as toTime, includes it.
      sql += ` AND date_trunc('milliseconds', created_at) <= $2::timestamptz`;
    }
    sql += ` ORDER BY stream_position`;
    const rows = await this.query<EventRow>(sql, params, options.tx);
    return this.present(rows.map(toStored), options.tx);
  }

  async readAll(after: Position, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await pgPool(this.dataSource).query<EventRow>({
      name: 'es_read_all',
      text: READ_ALL_SQL,
      values: [after.transactionId, after.globalPosition.toString(), limit],
    });
    return this.present(rows.map(toStored));
  }

  async streamVersion(streamId: string): Promise<bigint> {
    const rows = await this.query<{ version: string }>(
      `SELECT version FROM es.streams WHERE stream_id = $1`,
      [streamId],
    );
    return BigInt(rows[0]?.version ?? 0);
  }

  async countEventsAfter(after: Position, cap: number): Promise<number> {
    const rows = await this.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT 1 FROM es.events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) LIMIT $3
       ) s`,
      [after.transactionId, after.globalPosition.toString(), cap],
    );
    return rows[0]?.n ?? 0;
  }

  private async query<T>(sql: string, params: unknown[], tx?: EntityManager): Promise<T[]> {
    if (tx) return (await execSql<T>(tx, sql, params)).rows;
    return (await pgPool(this.dataSource).query<T & object>(sql, params)).rows;
  }

  private async originalAppend(streamId: string, ids: string[]): Promise<AppendResult | null> {
    const rows = await this.query<{
      stream_id: string;
      stream_position: string;
      global_position: string;
      transaction_id: string;
    }>(
      `SELECT stream_id, stream_position, global_position, transaction_id::text AS transaction_id
         FROM es.events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [ids],
    );
    const last = rows.at(-1);
    if (!last || rows.length !== ids.length || rows.some((r) => r.stream_id !== streamId)) return null;
    return {
      nextExpectedVersion: BigInt(last.stream_position),
      position: { transactionId: last.transaction_id, globalPosition: BigInt(last.global_position) },
    };
  }
}

function toStored(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: BigInt(row.stream_position),
    position: { transactionId: row.transaction_id, globalPosition: BigInt(row.global_position) },
    createdAt: row.created_at,
  };
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const code = e.code ?? e.driverError?.code;
  const name = e.constraint ?? e.driverError?.constraint;
  return code === '23505' && name === constraint;
}
