import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CaseDetailsRow } from '../../read-models/case-details/case-details.entity';
import { IllegalStateError } from '../../../common/errors';
import { JobsService } from '../../../jobs/jobs.service';
import { GENERATE_DOCUMENT_JOB } from './document-event-ids';
import type { GenerateDocumentPayload } from './generate-document.job';
import { GENERATE_DOCUMENT_ATTEMPTS } from './payment-to-document.process-manager';

export type GenerationStage =
  'awaiting_payment' | 'queued' | 'drafting' | 'rendering' | 'completed' | 'failed';

export interface GenerationStatus {
  stage: GenerationStage;
  attempts: number;
  lastError: string | null;
  updatedAt: string;
}

interface LatestJob {
  id: string;
  status: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  last_error: string | null;
  updated_at: Date;
  stage: string | null;
  stage_job: string | null;
}

const ENTITLED = new Set(['paid', 'subscription', 'under_review', 'completed']);

/** Where a case's document is (read side), and the owner's retry (enqueue a fresh job). */
@Injectable()
export class DocumentGenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async status(row: CaseDetailsRow): Promise<GenerationStatus> {
    if (row.documentUrl) {
      return { stage: 'completed', attempts: 0, lastError: null, updatedAt: row.updatedAt.toISOString() };
    }
    if (!ENTITLED.has(row.status)) {
      return {
        stage: 'awaiting_payment',
        attempts: 0,
        lastError: null,
        updatedAt: row.updatedAt.toISOString(),
      };
    }
    const job = await this.latestJob(row.id);
    if (!job)
      return { stage: 'queued', attempts: 0, lastError: null, updatedAt: row.updatedAt.toISOString() };
    const base = {
      attempts: job.attempts,
      lastError: job.last_error,
      updatedAt: job.updated_at.toISOString(),
    };
    switch (job.status) {
      case 'dead':
        return { ...base, stage: 'failed' };
      case 'queued':
        return { ...base, stage: 'queued' };
      case 'running':
        return {
          ...base,
          stage: job.stage_job === job.id && job.stage === 'rendering' ? 'rendering' : 'drafting',
        };
      case 'done':
        // The job recorded the document; the read model is a moment behind.
        return { ...base, stage: 'rendering' };
    }
  }

  /**
   * The owner's retry: enqueue a new job when none is pending. Idempotent: the key names the job it replaces,
   * so repeated clicks while one is queued or running do nothing more.
   */
  async retry(row: CaseDetailsRow): Promise<GenerationStatus> {
    if (!ENTITLED.has(row.status))
      throw new IllegalStateError('The document is drafted once the case is paid for');
    if (row.documentUrl) return this.status(row);
    const job = await this.latestJob(row.id);
    if (job && (job.status === 'queued' || job.status === 'running')) return this.status(row);
    await this.jobs.enqueue<GenerateDocumentPayload>(null, {
      type: GENERATE_DOCUMENT_JOB,
      payload: { caseId: row.id },
      idempotencyKey: `${GENERATE_DOCUMENT_JOB}:retry:${row.id}:${job?.id ?? 'none'}`,
      maxAttempts: GENERATE_DOCUMENT_ATTEMPTS,
      fairKey: row.userId,
    });
    return this.status(row);
  }

  private async latestJob(caseId: string): Promise<LatestJob | null> {
    const rows = await this.dataSource.query<LatestJob[]>(
      `SELECT j.id, j.status, j.attempts, j.last_error, j.updated_at, p.stage, p.job_id AS stage_job
         FROM jobs j LEFT JOIN document_generation_progress p ON p.case_id::text = $1
        WHERE j.type = $2 AND j.payload->>'caseId' = $1
        ORDER BY j.created_at DESC LIMIT 1`,
      [caseId, GENERATE_DOCUMENT_JOB],
    );
    return rows[0] ?? null;
  }
}
