import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BILLING_HISTORY_VIEW } from '../read-models/billing-history/billing-history.projection';
import type { BillingHistoryRow } from '../read-models/billing-history/billing-history.row';
import { execSql } from '../../database/sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of `rm_billing_history`, always by the owner's id: another user's line is not found. */
@Injectable()
export class BillingHistoryQueries {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    userId: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: BillingHistoryRow[]; total: number }> {
    const { rows } = await execSql<BillingHistoryRow & { total: number }>(
      this.dataSource,
      `SELECT *, count(*) OVER ()::int AS total FROM ${BILLING_HISTORY_VIEW}
        WHERE user_id = $1 ORDER BY occurred_at DESC, receipt_number DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    );
    if (rows.length > 0) return { rows, total: rows[0]!.total };
    const { rows: counted } = await execSql<{ n: number }>(
      this.dataSource,
      `SELECT count(*)::int AS n FROM ${BILLING_HISTORY_VIEW} WHERE user_id = $1`,
      [userId],
    );
    return { rows: [], total: counted[0]?.n ?? 0 };
  }

  async line(userId: string, id: string): Promise<BillingHistoryRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await execSql<BillingHistoryRow>(
      this.dataSource,
      `SELECT * FROM ${BILLING_HISTORY_VIEW} WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  }
}
