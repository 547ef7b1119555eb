import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAILING_COLUMNS, type MailingRow } from '../read-models/mailings/mailing.row';
import { MAILINGS_VIEW } from '../read-models/mailings/mailings.projection';
import { execSql } from '../../../database/sql';
import { EventStore } from '../../../event-store/event-store';
import { toMailingResponse, type MailingResponse } from './mailing.response';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads of the `rm_mailings` read model (and whether each mailing's proof PDF is kept). */
@Injectable()
export class MailingQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
  ) {}

  async forCase(caseId: string, today = new Date().toISOString().slice(0, 10)): Promise<MailingResponse[]> {
    const { rows } = await execSql<MailingRow & { proof: boolean }>(
      this.dataSource,
      `SELECT m.*, EXISTS (SELECT 1 FROM mailing_proofs p WHERE p.mailing_id = m.id) AS proof
         FROM ${MAILINGS_VIEW} m WHERE m.case_id = $1 ORDER BY m.created_at, m.id`,
      [caseId],
    );
    // The addresses are sealed with the claimant's key (docs/adr/127).
    const opened = await MAILING_COLUMNS.open(this.store.sealedValues, rows);
    return opened.map((r) => toMailingResponse(normalize(r), r.proof && r.pdf_sha256 !== null, today));
  }

  async one(caseId: string, mailingId: string): Promise<MailingResponse | null> {
    if (!UUID.test(mailingId)) return null;
    return (await this.forCase(caseId)).find((m) => m.id === mailingId) ?? null;
  }
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));

function normalize(r: MailingRow): MailingRow {
  return {
    ...r,
    version: Number(r.version),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    processed_for_delivery_at: iso(r.processed_for_delivery_at),
    delivered_at: iso(r.delivered_at),
    returned_at: iso(r.returned_at),
  };
}
