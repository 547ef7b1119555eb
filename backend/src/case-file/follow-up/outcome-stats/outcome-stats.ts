import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CASE_FOLLOW_UPS_VIEW } from '../read-models/case-follow-ups/case-follow-ups.projection';
import { execSql } from '../../../database/sql';

export class OutcomeShareResponse {
  @ApiProperty({ example: '2026-11', description: 'YYYY-MM, or "all" for the overall figure' })
  month!: string;
  @ApiProperty({ description: 'Letters with a recorded outcome' }) n!: number;
  @ApiProperty() paidInFull!: number;
  @ApiProperty() paidInPart!: number;
  @ApiProperty({ description: 'paidInFull / n (0-1)' }) paidInFullShare!: number;
  @ApiProperty({ description: 'paidInPart / n (0-1)' }) paidInPartShare!: number;
}

export class OutcomeGroupResponse {
  @ApiProperty({ type: OutcomeShareResponse }) overall!: OutcomeShareResponse;
  @ApiProperty({ type: [OutcomeShareResponse], description: 'Newest month first' })
  months!: OutcomeShareResponse[];
}

/** GET /api/admin/outcomes: how often a letter got people paid (ADR 172). */
export class OutcomeStatsResponse {
  @ApiProperty({
    type: OutcomeGroupResponse,
    description: 'Letters SueGo mailed and USPS delivered, by delivery month',
  })
  deliveredBySueGo!: OutcomeGroupResponse;
  @ApiProperty({
    type: OutcomeGroupResponse,
    description:
      'Letters never mailed through SueGo (mailed by the claimant or not said), by the month drafted',
  })
  notMailedBySueGo!: OutcomeGroupResponse;
}

interface Row {
  grp: 'delivered' | 'not_mailed';
  month: string | null;
  n: number;
  full: number;
  part: number;
}

const share = (part: number, n: number) => (n === 0 ? 0 : Math.round((part / n) * 1000) / 1000);
const toShare = (r: Pick<Row, 'n' | 'full' | 'part'>, month: string): OutcomeShareResponse => ({
  month,
  n: r.n,
  paidInFull: r.full,
  paidInPart: r.part,
  paidInFullShare: share(r.full, r.n),
  paidInPartShare: share(r.part, r.n),
});

/**
 * Of the letters with a recorded outcome, the share paid in full and in part, per month and overall, with n: for
 * letters SueGo mailed and USPS delivered (by the delivery month) and for letters never mailed through SueGo (by
 * the month the document was drafted). Aggregates only: no case, person or amount leaves the query.
 */
@Injectable()
export class OutcomeStats {
  constructor(private readonly dataSource: DataSource) {}

  async figures(): Promise<OutcomeStatsResponse> {
    const { rows } = await execSql<Row>(
      this.dataSource,
      `WITH letters AS (
         SELECT CASE WHEN delivered_at IS NOT NULL THEN 'delivered'
                     WHEN NOT mailed_through_suego AND document_ready_at IS NOT NULL THEN 'not_mailed' END AS grp,
                to_char(coalesce(delivered_at, document_ready_at) AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
                outcome
           FROM ${CASE_FOLLOW_UPS_VIEW}
          WHERE outcome IS NOT NULL)
       SELECT grp, month, count(*)::int AS n,
              count(*) FILTER (WHERE outcome = 'paid_in_full')::int AS full,
              count(*) FILTER (WHERE outcome = 'paid_in_part')::int AS part
         FROM letters WHERE grp IS NOT NULL
        GROUP BY GROUPING SETS ((grp, month), (grp))
        ORDER BY grp, month DESC NULLS FIRST`,
    );
    const group = (grp: Row['grp']): OutcomeGroupResponse => {
      const mine = rows.filter((r) => r.grp === grp);
      const overall = mine.find((r) => r.month === null) ?? { n: 0, full: 0, part: 0 };
      return {
        overall: toShare(overall, 'all'),
        months: mine.filter((r) => r.month !== null).map((r) => toShare(r, r.month!)),
      };
    };
    return { deliveredBySueGo: group('delivered'), notMailedBySueGo: group('not_mailed') };
  }
}
