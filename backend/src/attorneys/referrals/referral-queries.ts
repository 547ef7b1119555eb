import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  REFERRAL_REQUESTS_VIEW,
  type ReferralRequestRow,
} from '../read-models/referrals/referral-requests.projection';
import { REFERRAL_REQUEST_COLUMNS } from '../read-models/referrals/referral-request.row';
import { execSql } from '../../database/sql';
import { EventStore } from '../../event-store/event-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of the referral requests read model, opened with the claimant's key (docs/adr/127). */
@Injectable()
export class ReferralQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async findById(id: string): Promise<ReferralRequestRow | null> {
    if (!UUID.test(id)) return null;
    const { rows } = await execSql<ReferralRequestRow>(
      this.dataSource,
      `SELECT * FROM ${REFERRAL_REQUESTS_VIEW} WHERE id = $1`,
      [id],
    );
    return (await REFERRAL_REQUEST_COLUMNS.open(this.store.sealedValues, rows))[0] ?? null;
  }

  /** The user's referral requests, newest first (at most 100). */
  async forUser(userId: string): Promise<ReferralRequestRow[]> {
    const { rows } = await execSql<ReferralRequestRow>(
      this.dataSource,
      `SELECT * FROM ${REFERRAL_REQUESTS_VIEW} WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 100`,
      [userId],
    );
    return REFERRAL_REQUEST_COLUMNS.open(this.store.sealedValues, rows);
  }
}
