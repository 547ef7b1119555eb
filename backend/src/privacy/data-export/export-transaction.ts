import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * One read-only, repeatable-read transaction for a whole export: every section sees the same instant, so a case
 * created halfway through never appears with half its rows. Rows come through server-side cursors, a batch at a
 * time, so memory stays flat whatever the account holds. A stalled download cannot hold the connection forever:
 * PostgreSQL ends a transaction left idle for longer than `idleSeconds`.
 */
export class ExportTransaction {
  private cursors = 0;

  private constructor(private readonly runner: QueryRunner) {}

  static async open(dataSource: DataSource, idleSeconds = 120): Promise<ExportTransaction> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${Math.max(1, Math.trunc(idleSeconds))}s'`);
      return new ExportTransaction(runner);
    } catch (error) {
      await runner.release();
      throw error;
    }
  }

  /** For the event store's `readStream({ tx })`. */
  get manager(): EntityManager {
    return this.runner.manager;
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.runner.query(sql, params)) as T[];
  }

  /** The rows of `sql`, `batch` at a time, from a cursor closed when the loop ends (or breaks). */
  async *rows<T>(sql: string, params: unknown[] = [], batch = 100): AsyncGenerator<T> {
    const name = `export_cursor_${++this.cursors}`;
    await this.runner.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${sql}`, params);
    try {
      for (;;) {
        const rows = (await this.runner.query(`FETCH ${Math.trunc(batch)} FROM ${name}`)) as T[];
        for (const row of rows) yield row;
        if (rows.length < batch) return;
      }
    } finally {
      await this.runner.query(`CLOSE ${name}`).catch(() => undefined);
    }
  }

  /** Ends the transaction (nothing was written) and gives the connection back. */
  async close(): Promise<void> {
    try {
      await this.runner.query('ROLLBACK');
    } catch {
      // The connection may already be gone (idle timeout, client abort): releasing is what matters.
    } finally {
      await this.runner.release();
    }
  }
}
