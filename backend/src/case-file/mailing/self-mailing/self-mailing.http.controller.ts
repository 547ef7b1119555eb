import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { caseStreamId } from '../../case.events';
import { OwnCaseGuard } from '../../own-case.guard';
import { isIsoDate } from '../../../law/law-table';
import { IllegalStateError, NotFoundError, InputErrorCode, ValidationError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { CurrentUser } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { loadCaseMailings } from '../case-mailings';
import { MailingQueries } from '../list-mailings/mailing-queries';
import { MailingResponse } from '../list-mailings/mailing.response';
import { mailingDecider, primaryDocumentId } from '../mailing.decide';
import { mailingEventIds } from '../mailing-event-ids';
import { SelfMailingRequestDto } from './self-mailing.request.dto';

@ApiTags('mailing')
@ApiBearerAuth()
@Controller('cases')
export class SelfMailingController {
  constructor(
    private readonly store: EventStore,
    private readonly queries: MailingQueries,
    private readonly fresh: ReadYourWrites,
  ) {}

  /** "I mailed it myself": the date and, for certified mail, the tracking number. Owner only. */
  @Post(':id/mailings/self')
  @HttpCode(201)
  @UseGuards(OwnCaseGuard)
  @ApiCreatedResponse({ type: MailingResponse })
  async record(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: SelfMailingRequestDto,
  ): Promise<MailingResponse> {
    if (!isIsoDate(body.mailedOn))
      throw new ValidationError('mailedOn must be a real date (YYYY-MM-DD)', {
        field: 'mailedOn',
        code: InputErrorCode.InvalidDate,
      });
    const state = await loadCaseMailings(this.store, id);
    const documentId =
      body.documentId ?? (state.case.status === 'none' ? null : primaryDocumentId(state.case));
    if (!documentId) throw new IllegalStateError('This case has no document to mail yet');
    const mailingId = randomUUID();
    const actor = { id: user.id, role: user.role };
    const result = await handleCommand(
      this.store,
      caseStreamId(id),
      mailingDecider,
      {
        type: 'RecordSelfMailing',
        data: {
          caseId: id,
          mailingId,
          userId: user.id,
          documentId,
          mailedOn: body.mailedOn,
          trackingNumber: body.trackingNumber || null,
        },
        metadata: { now: new Date() },
      },
      { metadata: { actor }, eventId: () => mailingEventIds.mailed(mailingId) },
    );
    await this.fresh.after(result.position);
    const mailing = await this.queries.one(id, mailingId);
    if (!mailing) throw new NotFoundError('Mailing not found');
    return mailing;
  }
}
