import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { caseEventSchemaVersion, caseStreamId } from '../../case.events';
import { laterDocumentOfKind } from '../../case';
import { OwnCaseGuard } from '../../own-case.guard';
import { NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { finalNoticeDecider } from './final-notice';

export class FinalNoticeResponse {
  @ApiProperty({
    description: 'The document id: edit it at /editor/{caseId}?document={id}, mail it with documentId',
  })
  documentId!: string;
  @ApiProperty({ enum: ['final_notice'] }) kind!: 'final_notice';
  @ApiProperty() title!: string;
  @ApiProperty({ example: '1.0' }) version!: string;
  @ApiProperty() content!: string;
}

@ApiTags('court')
@ApiBearerAuth()
@Controller('cases')
export class FinalNoticeController {
  constructor(
    private readonly store: EventStore,
    private readonly fresh: ReadYourWrites,
  ) {}

  /**
   * The final notice (ADR 181): free for the case's owner once the outcome is "paid in part", "refused" or "no
   * response". Drafted once; asking again answers the same document (its active version).
   */
  @Post(':id/final-notice')
  @HttpCode(200)
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: FinalNoticeResponse })
  async draft(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<FinalNoticeResponse> {
    const documentId = randomUUID();
    const result = await handleCommand(
      this.store,
      caseStreamId(id),
      finalNoticeDecider,
      {
        type: 'DraftFinalNotice',
        // The text is drafted by the decider from the state it folds.
        data: {
          caseId: id,
          userId: user.id,
          draft: { documentId, title: '', content: '', lawTableVersion: '' },
        },
        metadata: { now: new Date() },
      },
      {
        metadata: { actor: { id: user.id, role: user.role } },
        eventId: () => documentId,
        schemaVersion: caseEventSchemaVersion,
      },
    );
    await this.fresh.after(result.position);
    const notice = laterDocumentOfKind(result.state.case, 'final_notice');
    if (!notice) throw new NotFoundError('Document not found');
    const active = notice.revisions.find((r) => r.id === notice.activeRevisionId)!;
    return {
      documentId: notice.documentId,
      kind: 'final_notice',
      title: notice.title,
      version: active.version,
      content: active.content,
    };
  }
}
