import { Body, Controller, Get, Param, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { caseStreamId } from '../../case.events';
import { OwnCaseGuard } from '../../own-case.guard';
import { IllegalStateError, InputErrorCode, NotFoundError, ValidationError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { assertCanRead, CASE_READ_BY_STAFF, CurrentUser, RecordsLookup } from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { initialCaseCourt, type CaseCourt } from '../court';
import { assertSc100Case, courtDecider } from '../court.decide';
import { fillSc100, SC100_LEFT_EMPTY } from './sc100-form';
import { prefillSc100 } from './sc100-prefill';
import { Sc100AnswersRequestDto, toAnswers, toForm, type Sc100Form } from './sc100.request.dto';
import { SC100_OVER_CENTS, SC100_REVISION } from './sc100.types';
import { readCaseFile } from '../../case-file';

export class Sc100Response {
  @ApiProperty({ example: SC100_REVISION }) revision!: string;
  @ApiProperty({ description: 'The answers were saved: the form can be downloaded' }) saved!: boolean;
  @ApiProperty({
    description: 'Saved answers, or what the case knows (prefilled)',
    type: 'object',
    additionalProperties: true,
  })
  answers!: Sc100Form;
  @ApiProperty({ description: 'Item 10: the claim is over $2,500 (the two-claims answer is asked)' })
  over2500!: boolean;
  @ApiProperty({ description: 'What the form leaves to the clerk or the claimant', type: [String] })
  leftEmpty!: string[];
}

const NO_ANSWERS = 'Answer the SC-100 questions first: the form is filled with them';

/**
 * California's SC-100 (ADR 182): the extra answers (prefilled, saved once, editable) and the filled, flattened form.
 * Reads for the owner and staff; the answers only by the owner. Another user's case answers 404.
 */
@ApiTags('court')
@ApiBearerAuth()
@Controller('cases')
export class Sc100Controller {
  constructor(private readonly store: EventStore) {}

  private async read(user: AuthenticatedUser, id: string): Promise<CaseCourt> {
    const state = CASE_ID.test(id) ? (await readCaseFile(this.store, id)).court : initialCaseCourt();
    assertCanRead(
      user,
      state.case.status === 'none' ? null : state.case.userId,
      { allow: ['staff'] },
      'Case not found',
    );
    assertSc100Case(state, null);
    return state;
  }

  private respond(state: CaseCourt): Sc100Response {
    if (state.case.status === 'none') throw new NotFoundError('Case not found');
    const { details } = state.case;
    return {
      revision: SC100_REVISION,
      saved: state.sc100 !== null,
      answers: toForm(state.sc100 ?? prefillSc100(details)),
      over2500: details.amountCents > SC100_OVER_CENTS,
      leftEmpty: SC100_LEFT_EMPTY,
    };
  }

  /** The answers SC-100 needs beyond the case: saved ones, or prefilled from the case. 409 outside California. */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/sc-100')
  @ApiOkResponse({ type: Sc100Response })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<Sc100Response> {
    return this.respond(await this.read(user, id));
  }

  /** Save the answers (owner only); the form is filled with them from now on. */
  @Put(':id/sc-100')
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: Sc100Response })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: Sc100AnswersRequestDto,
  ): Promise<Sc100Response> {
    const mapped = toAnswers(body);
    if ('field' in mapped)
      throw new ValidationError(mapped.message, { field: mapped.field, code: InputErrorCode.Required });
    const result = await handleCommand(
      this.store,
      caseStreamId(id),
      courtDecider,
      {
        type: 'SaveSc100Answers',
        data: { caseId: id, userId: user.id, answers: mapped.answers },
        metadata: { now: new Date() },
      },
      { metadata: { actor: { id: user.id, role: user.role } } },
    );
    return this.respond(result.state);
  }

  /** The official SC-100, filled from the case and the answers, flattened (prints the same in every viewer). */
  @RecordsLookup(CASE_READ_BY_STAFF)
  @Get(':id/forms/SC-100.pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'sc-100-{caseId}.pdf' })
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const state = await this.read(user, id);
    if (state.case.status === 'none') throw new NotFoundError('Case not found');
    if (!state.sc100) throw new IllegalStateError(NO_ANSWERS);
    const pdf = Buffer.from(
      await fillSc100({ details: state.case.details, answers: state.sc100 }, { flatten: true }),
    );
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="sc-100-${id}.pdf"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.byteLength));
    res.end(pdf);
  }
}
