import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { deterministicUuid } from '../../../common/deterministic-uuid';
import type { CaseCommand } from '../../case.decide';
import { caseDecider } from '../../case.decider';
import { caseStreamId } from '../../case.events';
import { loadCase } from '../../load-case';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import type { Job, JobContext, JobHandler } from '../../../jobs/job';
import { DocumentDrafterService } from '../../../documents/index';
import { DocumentPdfStore } from '../pdf/document-pdf-store';
import { PdfRendererService } from '../../../documents/index';
import { documentEventIds, GENERATE_DOCUMENT_JOB } from './document-event-ids';

export interface GenerateDocumentPayload {
  caseId: string;
}

type Stage = 'drafting' | 'rendering' | 'completed';

/**
 * The `generate-document` job: drafts the paid case's document and records it on the case stream. Runs outside
 * a transaction and may run again after a crash, so every effect is idempotent: the events carry deterministic
 * ids and the decider returns [] once a document exists. A failed attempt is recorded and thrown, so the job
 * retries with backoff; after its last attempt the owner can retry from the document page.
 */
@Injectable()
export class GenerateDocumentJob implements JobHandler<GenerateDocumentPayload> {
  readonly type = GENERATE_DOCUMENT_JOB;
  private readonly logger = new Logger('GenerateDocument');

  constructor(
    private readonly events: EventStore,
    private readonly dataSource: DataSource,
    private readonly drafter: DocumentDrafterService,
    private readonly renderer: PdfRendererService,
    private readonly pdfs: DocumentPdfStore,
  ) {}

  async handle(job: Job<GenerateDocumentPayload>, context: JobContext): Promise<void> {
    const { caseId } = job.payload;
    const state = await loadCase(this.events, caseId);
    if (state.status === 'none' || state.document) return; // nothing to draft, or already drafted
    const metadata = { actor: { id: 'system:document-generator', role: 'system' }, causationId: job.id };
    const decide = (command: CaseCommand, eventId: string) =>
      handleCommand(this.events, caseStreamId(caseId), caseDecider, command, {
        metadata,
        // DocumentGenerated brings ComplexityAssessed with it: each event of the command gets its own fixed id.
        eventId: (_event, index) => (index === 0 ? eventId : deterministicUuid(`${eventId}:${index}`)),
      });

    await this.progress(caseId, job.id, 'drafting');
    await decide(
      { type: 'StartDocumentGeneration', data: { caseId, jobId: job.id, attempt: job.attempts }, metadata: { now: new Date() } },
      documentEventIds.started(job.id, job.attempts),
    );
    try {
      const today = new Date().toISOString().slice(0, 10);
      const draft = await this.drafter.draft({ caseId, details: state.details, today }, { signal: context.signal });
      await this.progress(caseId, job.id, 'rendering');
      // Print it once before recording it: a document that cannot become a PDF is not delivered. The print is
      // kept, so downloads read it instead of printing again.
      const revisionId = documentEventIds.revision(caseId);
      await this.pdfs.store(revisionId, draft.html, await this.renderer.render(draft.html), state.userId);
      await decide(
        {
          type: 'RecordDocumentGenerated',
          data: {
            caseId,
            revisionId,
            title: draft.title,
            content: draft.content,
            drafter: draft.drafter,
            lawTableVersion: draft.lawTableVersion,
            llmRejectedReason: draft.llm && !draft.llm.accepted ? (draft.llm.reason ?? 'refused') : null,
          },
          metadata: { now: new Date() },
        },
        documentEventIds.generated(caseId),
      );
      await this.progress(caseId, job.id, 'completed');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ caseId, jobId: job.id, attempt: job.attempts, reason }, 'Document generation attempt failed');
      await decide(
        {
          type: 'RecordDocumentGenerationFailed',
          data: { caseId, jobId: job.id, attempt: job.attempts, reason, final: job.attempts >= job.maxAttempts },
          metadata: { now: new Date() },
        },
        documentEventIds.failed(job.id, job.attempts),
      );
      throw error;
    }
  }

  private async progress(caseId: string, jobId: string, stage: Stage): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO document_generation_progress (case_id, job_id, stage) VALUES ($1, $2, $3)
       ON CONFLICT (case_id) DO UPDATE SET job_id = EXCLUDED.job_id, stage = EXCLUDED.stage, updated_at = now()`,
      [caseId, jobId, stage],
    );
  }
}
