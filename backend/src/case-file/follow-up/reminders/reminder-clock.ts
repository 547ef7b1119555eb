import type { DataSource } from 'typeorm';
import { execSql } from '../../../database/sql';
import { SEND_REMINDER_JOB } from './send-reminder.job';

/**
 * After a customer's sandbox test clock moved: their reminders that are now due on it run at once (their jobs were
 * scheduled by real time, as if the clock would keep running). Returns how many were moved forward.
 */
export async function pullRemindersDue(
  dataSource: DataSource,
  clockKey: string,
  clockNow: Date,
): Promise<number> {
  const { rows } = await execSql<{ id: string }>(
    dataSource,
    `UPDATE jobs SET run_at = now(), updated_at = now()
      WHERE type = $1 AND status = 'queued' AND run_at > now()
        AND payload->>'clockKey' = $2 AND (payload->>'dueAt')::timestamptz <= $3
      RETURNING id`,
    [SEND_REMINDER_JOB, clockKey, clockNow],
  );
  return rows.length;
}
