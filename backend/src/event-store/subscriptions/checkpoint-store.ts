import type { DataSource, EntityManager } from 'typeorm';
import { START, type Position } from '../event-store';
import { execSql } from '../../database/sql';

export type CheckpointStatus = 'running' | 'rebuilding' | 'failed';

export interface Checkpoint {
  subscriptionId: string;
  position: Position;
  status: CheckpointStatus;
  lastError: string | null;
}

interface CheckpointRow {
  subscription_id: string;
  last_transaction_id: string;
  last_global_position: string;
  status: CheckpointStatus;
  last_error: string | null;
}

const SELECT = `SELECT subscription_id, last_transaction_id::text AS last_transaction_id, last_global_position,
  status, last_error FROM es.checkpoints`;

const toCheckpoint = (r: CheckpointRow): Checkpoint => ({
  subscriptionId: r.subscription_id,
  position: { transactionId: r.last_transaction_id, globalPosition: BigInt(r.last_global_position) },
  status: r.status,
  lastError: r.last_error,
});

/**
 * Subscription checkpoints in `es.checkpoints`, kept in PostgreSQL for every event store adapter (for KurrentDB
 * the pair holds the $all commit and prepare positions), so that a batch's read-model writes and its checkpoint
 * commit in one transaction.
 */
export class CheckpointStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The checkpoint, created at the start of the log when the subscription is new. */
  async load(subscriptionId: string): Promise<Checkpoint> {
    // A plain insert-if-absent of a bookkeeping row (events are never inserted this way).
    await execSql(
      this.dataSource,
      `INSERT INTO es.checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING`,
      [subscriptionId],
    );
    const found = (await this.get([subscriptionId])).get(subscriptionId);
    if (!found) throw new Error(`Checkpoint ${subscriptionId} vanished`);
    return found;
  }

  async get(subscriptionIds: readonly string[], manager?: EntityManager): Promise<Map<string, Checkpoint>> {
    if (subscriptionIds.length === 0) return new Map();
    const { rows } = await execSql<CheckpointRow>(
      manager ?? this.dataSource,
      `${SELECT} WHERE subscription_id = ANY($1::text[])`,
      [subscriptionIds],
    );
    return new Map(rows.map((r) => [r.subscription_id, toCheckpoint(r)]));
  }

  /**
   * Moves the checkpoint from `expected` to `next` inside the batch's transaction. False when it is no longer at
   * `expected` (another instance or a rebuild moved it): the caller must roll back.
   */
  async compareAndSet(
    tx: EntityManager,
    subscriptionId: string,
    expected: Position,
    next: Position,
  ): Promise<boolean> {
    const { rowCount } = await execSql(
      tx,
      `UPDATE es.checkpoints
          SET last_transaction_id = $4::xid8, last_global_position = $5::bigint, updated_at = now()
        WHERE subscription_id = $1
          AND (last_transaction_id, last_global_position) = ($2::xid8, $3::bigint)
          AND status <> 'failed'`,
      [
        subscriptionId,
        expected.transactionId,
        expected.globalPosition.toString(),
        next.transactionId,
        next.globalPosition.toString(),
      ],
    );
    return rowCount === 1;
  }

  /** Sets the position outright (a new projection table, a finished rebuild, an operator's reset). */
  async put(
    manager: EntityManager | DataSource,
    subscriptionId: string,
    position: Position = START,
    status: CheckpointStatus = 'running',
  ): Promise<void> {
    await execSql(
      manager,
      `INSERT INTO es.checkpoints (subscription_id, last_transaction_id, last_global_position, status, last_error)
       VALUES ($1, $2::xid8, $3::bigint, $4, NULL)
       ON CONFLICT (subscription_id) DO UPDATE
         SET last_transaction_id = EXCLUDED.last_transaction_id, last_global_position = EXCLUDED.last_global_position,
             status = EXCLUDED.status, last_error = NULL, updated_at = now()`,
      [subscriptionId, position.transactionId, position.globalPosition.toString(), status],
    );
  }

  async markFailed(subscriptionId: string, error: string): Promise<void> {
    await execSql(
      this.dataSource,
      `UPDATE es.checkpoints SET status = 'failed', last_error = $2, updated_at = now() WHERE subscription_id = $1`,
      [subscriptionId, error.slice(0, 4000)],
    );
  }

  /** After the cause of a failure is fixed: the subscription resumes at the event that failed. */
  async clearFailure(subscriptionId: string): Promise<void> {
    await execSql(
      this.dataSource,
      `UPDATE es.checkpoints SET status = 'running', last_error = NULL, updated_at = now()
        WHERE subscription_id = $1 AND status = 'failed'`,
      [subscriptionId],
    );
  }

  async delete(manager: EntityManager | DataSource, subscriptionId: string): Promise<void> {
    await execSql(manager, `DELETE FROM es.checkpoints WHERE subscription_id = $1`, [subscriptionId]);
  }
}
