import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  toFollowUpRow,
  type CaseFollowUpRow,
} from '../read-models/case-follow-ups/case-follow-up.row';
import { CASE_FOLLOW_UPS_VIEW } from '../read-models/case-follow-ups/case-follow-ups.projection';
import { execSql } from '../../../database/sql';
import { CaseClock } from '../case-clock';
import type { CaseCalendarEvent } from './case-calendar';
import { buildCaseTimeline, type CaseTimeline } from './case-timeline';
import { CaseCourtSteps } from './court-steps';
import { lastDayToSue } from './last-day-to-sue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of `rm_case_follow_ups`: a case's timeline (on its owner's clock) and the owner's cards. */
@Injectable()
export class FollowUpQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: CaseClock,
    private readonly court: CaseCourtSteps,
  ) {}

  async row(caseId: string): Promise<CaseFollowUpRow | null> {
    if (!UUID.test(caseId)) return null;
    const { rows } = await execSql<Record<string, unknown>>(
      this.dataSource,
      `SELECT * FROM ${CASE_FOLLOW_UPS_VIEW} WHERE case_id = $1`,
      [caseId],
    );
    return rows[0] ? toFollowUpRow(rows[0]) : null;
  }

  /** The case's timeline with the court's steps after the outcome, and the court's calendar events (ADR 186). */
  async timeline(caseId: string): Promise<(CaseTimeline & { courtCalendar: CaseCalendarEvent[] }) | null> {
    const row = await this.row(caseId);
    if (!row) return null;
    const today = (await this.clock.nowFor(row.user_id)).toISOString().slice(0, 10);
    const timeline = buildCaseTimeline(row, today, lastDayToSue(row, today));
    const court = await this.court.of(caseId, today);
    return { ...timeline, steps: [...timeline.steps, ...court.steps], courtCalendar: court.calendar };
  }

  /** The timelines of `caseIds` that belong to `userId` (others are left out, as if they did not exist). */
  async timelinesOf(userId: string, caseIds: readonly string[]): Promise<CaseTimeline[]> {
    const ids = caseIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    const { rows } = await execSql<Record<string, unknown>>(
      this.dataSource,
      `SELECT * FROM ${CASE_FOLLOW_UPS_VIEW} WHERE user_id = $1 AND case_id = ANY($2::uuid[])`,
      [userId, ids],
    );
    const today = (await this.clock.nowFor(userId)).toISOString().slice(0, 10);
    return rows.map((r) => {
      const row = toFollowUpRow(r);
      return buildCaseTimeline(row, today, lastDayToSue(row, today));
    });
  }
}
