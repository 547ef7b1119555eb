import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { caseStreamId } from '../../case.events';
import { CaseQueries } from '../../intake/get-case/case-queries';
import { NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { ReadYourWrites } from '../../../event-store/subscriptions/read-your-writes';
import { Public } from '../../../identity';
import { followUpDecider, LINK_NOT_FOR_CASE } from '../follow-up.decide';
import { FOLLOW_UP_LINK_KEY, SignedLinks, type AnswerLink } from '../links/signed-links';
import { OUTCOME_HEADLINES } from '../timeline/case-timeline';
import { AnswerLinkQueryDto, AnswerLinkRequestDto } from './answer-link.request.dto';
import { readCaseFile } from '../../case-file';

export class AnswerLinkResponse {
  @ApiProperty() caseId!: string;
  @ApiProperty({ description: 'The case the link answers for, as its owner named it' }) caseTitle!: string;
  @ApiProperty({ enum: ['open', 'used', 'expired'] }) status!: string;
  @ApiProperty() expiresAt!: string;
  @ApiPropertyOptional({ nullable: true, description: 'The answer recorded last (by any means)' })
  currentOutcome!: string | null;
}

export class AnswerRecordedResponse {
  @ApiProperty() caseId!: string;
  @ApiProperty() outcome!: string;
  @ApiProperty({ example: 'Resolved: paid' }) headline!: string;
}

/**
 * The answer links of reminder emails (ADR 170). Opening a link shows a confirmation page; only its POST records
 * the answer, because mail scanners open links. The token is signed, names its case and the reminder's link id,
 * works once and expires; a token of another case, or one this case never sent, is "not found" and records nothing.
 * Public: the token is the authority, so the claimant need not sign in from their phone's mail app.
 */
@ApiTags('follow-up')
@Public()
@Controller('cases')
export class AnswerLinkController {
  private readonly links: SignedLinks;

  constructor(
    private readonly store: EventStore,
    private readonly cases: CaseQueries,
    private readonly fresh: ReadYourWrites,
    @Inject(FOLLOW_UP_LINK_KEY) linkKey: Buffer,
  ) {
    this.links = new SignedLinks(linkKey);
  }

  private linkFor(caseId: string, token: string): AnswerLink {
    const link = this.links.readAnswer(token);
    if (!link || link.caseId !== caseId) throw new NotFoundError(LINK_NOT_FOR_CASE);
    return link;
  }

  /** What the confirmation page shows. Records nothing. */
  @Get(':id/answer-link')
  @ApiOkResponse({ type: AnswerLinkResponse })
  async show(@Param('id') id: string, @Query() query: AnswerLinkQueryDto): Promise<AnswerLinkResponse> {
    const link = this.linkFor(id, query.token);
    const state = (await readCaseFile(this.store, id)).followUp;
    const issued = state.links.get(link.linkId);
    const row = await this.cases.findById(id);
    if (!issued || !row) throw new NotFoundError(LINK_NOT_FOR_CASE);
    const expiresAt = Math.min(link.expiresAt.getTime(), Date.parse(issued.expiresAt));
    return {
      caseId: id,
      caseTitle: row.title,
      status: state.usedLinks.has(link.linkId) ? 'used' : Date.now() > expiresAt ? 'expired' : 'open',
      expiresAt: new Date(expiresAt).toISOString(),
      currentOutcome: state.outcome?.outcome ?? null,
    };
  }

  /** Records the answer (once per link). */
  @Post(':id/answer-link')
  @HttpCode(200)
  @ApiOkResponse({ type: AnswerRecordedResponse })
  async answer(@Param('id') id: string, @Body() body: AnswerLinkRequestDto): Promise<AnswerRecordedResponse> {
    const link = this.linkFor(id, body.token);
    const owner = (await this.cases.findById(id))?.userId;
    if (!owner) throw new NotFoundError(LINK_NOT_FOR_CASE);
    const result = await handleCommand(
      this.store,
      caseStreamId(id),
      followUpDecider,
      {
        type: 'RecordCaseOutcome',
        data: {
          caseId: id,
          userId: null,
          outcome: body.outcome,
          amountReceivedCents: body.amountReceivedCents ?? null,
          link: { id: link.linkId, caseId: link.caseId, expiresAt: link.expiresAt },
        },
        metadata: { now: new Date() },
      },
      // The owner, acting through the link their reminder carried.
      { metadata: { actor: { id: owner, role: 'user' } } },
    );
    await this.fresh.after(result.position);
    return { caseId: id, outcome: body.outcome, headline: OUTCOME_HEADLINES[body.outcome] ?? body.outcome };
  }
}
