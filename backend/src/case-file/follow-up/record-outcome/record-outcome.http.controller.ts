import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { caseStreamId } from '../../case.events';
import { OwnCaseGuard } from '../../own-case.guard';
import { NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity';
import type { AuthenticatedUser } from '../../../identity';
import { followUpDecider } from '../follow-up.decide';
import { CaseTimelineResponse } from '../timeline/case-timeline.response';
import { FollowUpQueries } from '../timeline/follow-up-queries';
import { RecordOutcomeRequestDto } from './record-outcome.request.dto';

@ApiTags('follow-up')
@ApiBearerAuth()
@Controller('cases')
export class RecordOutcomeController {
  constructor(
    private readonly store: EventStore,
    private readonly queries: FollowUpQueries,
    private readonly fresh: ReadYourWrites,
  ) {}

  /**
   * What happened after the letter (owner only; any time after the document exists, mailed through SueGo or not).
   * A new answer replaces the last; "paid in full" ends the reminders. Answers the case's timeline.
   */
  @Post(':id/outcome')
  @HttpCode(200)
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: CaseTimelineResponse })
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: RecordOutcomeRequestDto,
  ): Promise<CaseTimelineResponse> {
    const result = await handleCommand(
      this.store,
      caseStreamId(id),
      followUpDecider,
      {
        type: 'RecordCaseOutcome',
        data: {
          caseId: id,
          userId: user.id,
          outcome: body.outcome,
          amountReceivedCents: body.amountReceivedCents ?? null,
          link: null,
        },
        metadata: { now: new Date() },
      },
      { metadata: { actor: { id: user.id, role: user.role } } },
    );
    await this.fresh.after(result.position);
    const timeline = await this.queries.timeline(id);
    if (!timeline) throw new NotFoundError('Case not found');
    return timeline;
  }
}
