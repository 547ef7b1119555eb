import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { CaseQueries } from '../../intake/get-case/case-queries';
import { InjectConfig } from '../../../config/app-config';
import type { AppConfig } from '../../../config/env';
import { NotFoundError } from '../../../common/errors';
import { CASE_READ_BY_STAFF_AND_AUDITORS, CurrentUser, RecordsLookup } from '../../../identity';
import type { AuthenticatedUser } from '../../../identity';
import { assertCanRead } from '../../../identity';
import { caseCalendarIcs } from './case-calendar';
import { CaseTimelineResponse } from './case-timeline.response';
import { FollowUpQueries } from './follow-up-queries';

/** Who may read a case's timeline and calendar: the owner, staff and auditors (read only). */
const READERS = { allow: ['staff', 'auditor'] as const };

export class TimelinesQueryDto {
  @ApiPropertyOptional({
    description: 'Case ids, comma separated (at most 50): the cards of a My Documents page',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : value,
  )
  @IsArray({ message: 'caseIds must be a comma-separated list of case ids' })
  @ArrayMaxSize(50, { message: 'caseIds may name at most 50 cases' })
  caseIds?: string[];
}

@ApiTags('follow-up')
@ApiBearerAuth()
@Controller()
export class TimelineController {
  constructor(
    private readonly cases: CaseQueries,
    private readonly queries: FollowUpQueries,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The case's journey: letter ready → mailed → delivered → response date → outcome, each with its next action. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get('cases/:id/timeline')
  @ApiOkResponse({ type: CaseTimelineResponse })
  async timeline(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<CaseTimelineResponse> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, READERS, 'Case not found');
    const timeline = await this.queries.timeline(id);
    if (!timeline) throw new NotFoundError('Case not found');
    const { courtCalendar: _calendar, ...steps } = timeline;
    return steps;
  }

  /** The signed-in user's timelines for the cards of My Documents (cases of others are left out). */
  @Get('follow-ups')
  @ApiOkResponse({ type: [CaseTimelineResponse] })
  async mine(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: TimelinesQueryDto,
  ): Promise<CaseTimelineResponse[]> {
    return this.queries.timelinesOf(user.id, query.caseIds ?? []);
  }

  /** The case's dates as an iCalendar file (RFC 5545): stable UIDs, SEQUENCE so a new import updates them. */
  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get('cases/:id/calendar.ics')
  @ApiProduces('text/calendar')
  async calendar(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const row = await this.cases.findById(id);
    assertCanRead(user, row?.userId, READERS, 'Case not found');
    const followUp = await this.queries.row(id);
    const timeline = await this.queries.timeline(id);
    if (!row || !followUp || !timeline) throw new NotFoundError('Case not found');
    const ics = caseCalendarIcs(
      {
        caseId: id,
        caseTitle: row.title,
        caseUrl: new URL(`/document/${encodeURIComponent(id)}`, this.config.http.publicUrl).toString(),
        responseDueDate: timeline.responseDueDate,
        lastDayToSue: timeline.lastDayToSue,
        sequence: followUp.version,
        extra: timeline.courtCalendar,
      },
      new Date(),
    );
    res.status(200);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="suego-case-${id}.ics"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(ics);
  }
}
