import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { execSql } from '../../../database/sql';
import { UserAccounts } from '../../../identity';

export type PreferenceSource = 'account' | 'email_link' | 'one_click';

/** Whether an account gets reminders about its letters (on unless turned off). State-stored, like the account. */
@Injectable()
export class ReminderPreferences {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
  ) {}

  async emailReminders(userId: string, tx?: EntityManager): Promise<boolean> {
    const { rows } = await execSql<{ email_reminders: boolean }>(
      tx ?? this.dataSource,
      `SELECT email_reminders FROM reminder_preferences WHERE user_id = $1`,
      [userId],
    );
    return rows[0]?.email_reminders ?? true;
  }

  /** Turns them on or off; false when the account no longer exists. */
  async set(userId: string, on: boolean, via: PreferenceSource): Promise<boolean> {
    if (!(await this.accounts.existing([userId])).has(userId)) return false;
    const { rows } = await execSql<{ user_id: string }>(
      this.dataSource,
      `INSERT INTO reminder_preferences (user_id, email_reminders, changed_via)
       VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email_reminders = EXCLUDED.email_reminders,
         changed_via = EXCLUDED.changed_via, changed_at = now()
       RETURNING user_id`,
      [userId, on, via],
    );
    return rows.length > 0;
  }
}
