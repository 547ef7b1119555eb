import { UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { Module, OnModuleInit } from '@nestjs/common';
import { CasesModule } from '../../cases.module';
import { SubscriptionsService } from '../../../event-store/subscriptions/subscriptions.service';
import { JobsService } from '../../../jobs/jobs.service';
import { DocumentsModule } from '../../../documents/index';
import { DocumentPdfStore } from '../pdf/document-pdf-store';
import { DocumentGenerationController } from './document-generation.http.controller';
import { DocumentGenerationService } from './document-generation.service';
import { GenerateDocumentJob } from './generate-document.job';
import { RequestDocumentWhenCasePaid } from './payment-to-document.process-manager';

/** Payment → document: the process manager, the generate-document job, status, retry and PDF download. */
@Module({
  imports: [DocumentsModule, CasesModule],
  controllers: [DocumentGenerationController],
  providers: [
    DocumentGenerationService,
    DocumentPdfStore,
    GenerateDocumentJob,
    RequestDocumentWhenCasePaid,
    UserRateLimiter,
  ],
})
export class DocumentGenerationModule implements OnModuleInit {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: JobsService,
    private readonly processManager: RequestDocumentWhenCasePaid,
    private readonly job: GenerateDocumentJob,
  ) {}

  onModuleInit(): void {
    this.subscriptions.register(this.processManager);
    this.jobs.registerHandler(this.job);
  }
}
