import { Module } from '@nestjs/common';
import { CasesModule } from '../../cases.module';
import { UserRateLimiter } from '../../../rate-limits/user-rate-limiter';
import { ActivateRevisionHandler } from './activate-revision/activate-revision.handler';
import { ActivateRevisionController } from './activate-revision/activate-revision.http.controller';
import { ListRevisionsController } from './list-revisions/list-revisions.http.controller';
import { RevisionQueries } from './revision-queries';
import { SaveRevisionHandler } from './save-revision/save-revision.handler';
import { SaveRevisionController } from './save-revision/save-revision.http.controller';

/** The document editor's revisions (issue 14): list, save (RevisionSaved) and activate (RevisionActivated). */
@Module({
  imports: [CasesModule],
  controllers: [ListRevisionsController, SaveRevisionController, ActivateRevisionController],
  providers: [RevisionQueries, SaveRevisionHandler, ActivateRevisionHandler, UserRateLimiter],
})
export class RevisionsModule {}
