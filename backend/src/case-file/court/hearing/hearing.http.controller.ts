import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { CASE_ID } from '../../intake/get-case/case-queries';
import { caseStreamId } from '../../case.events';
import { OwnCaseGuard } from '../../own-case.guard';
import { NotFoundError } from '../../../common/errors';
import { EventStore } from '../../../event-store/event-store';
import { handleCommand } from '../../../event-store/handle-command';
import { CaseClock } from '../../follow-up/index';
import {
  assertCanRead,
  CASE_READ_BY_STAFF_AND_AUDITORS,
  CurrentUser,
  RecordsLookup,
} from '../../../identity/index';
import type { AuthenticatedUser } from '../../../identity/index';
import { JobsService } from '../../../jobs/jobs.service';
import { initialCaseCourt, type CaseCourt } from '../court';
import { hearingChecklist, type ChecklistItem } from './hearing-checklist';
import { hearingWhen } from './hearing-email';
import { hearingDecider, type HearingCommand } from './hearing.decide';
import { HearingRequestDto } from './hearing.request.dto';
import { enqueueHearingReminders } from './send-hearing-reminder.job';
import { readCaseFile } from '../../case-file';

export class HearingDto {
  @ApiProperty() court!: string;
  @ApiProperty({ example: '2027-03-01' }) date!: string;
  @ApiProperty({ example: '08:30' }) time!: string;
  @ApiProperty({ example: 'America/Los_Angeles' }) timeZone!: string;
  @ApiProperty({ description: 'The same moment in UTC (ISO)' }) startsAt!: string;
  @ApiProperty({ example: 'Monday, March 1, 2027 at 8:30 AM PST' }) when!: string;
}

export class HearingResponse {
  @ApiPropertyOptional({ type: HearingDto, nullable: true }) hearing!: HearingDto | null;
  @ApiProperty({ description: 'What to bring (the reminders say the same)', type: [String] })
  checklist!: string[];
  @ApiProperty({ description: 'The same checklist in Spanish, for Spanish pages (issue 33)', type: [String] })
  checklistEs!: string[];
}

/** The checklist in both languages the screens are written in (the reminders choose by the account's). */
const checklists = (items: ChecklistItem[]) => ({
  checklist: items.map((item) => item.en),
  checklistEs: items.map((item) => item.es),
});

/** Who may read a case's hearing: the owner, staff and auditors (read only). */
const READERS = { allow: ['staff', 'auditor'] as const };

/**
 * The hearing of a case (ADR 186): set, changed or cleared by its owner; another user's case answers 404. Setting
 * it records `HearingScheduled` and queues its two reminders in one transaction.
 */
@ApiTags('court')
@ApiBearerAuth()
@Controller('cases')
export class HearingController {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly clock: CaseClock,
  ) {}

  private async respond(state: CaseCourt): Promise<HearingResponse> {
    if (state.case.status === 'none') throw new NotFoundError('Case not found');
    const today = (await this.clock.nowFor(state.case.userId)).toISOString().slice(0, 10);
    const h = state.hearing.current;
    return {
      hearing: h
        ? {
            court: h.court,
            date: h.date,
            time: h.time,
            timeZone: h.timeZone,
            startsAt: h.startsAt,
            when: hearingWhen(h, 'en-US'),
          }
        : null,
      ...checklists(hearingChecklist(state.case.details.state, today)),
    };
  }

  @RecordsLookup(CASE_READ_BY_STAFF_AND_AUDITORS)
  @Get(':id/hearing')
  @ApiOkResponse({ type: HearingResponse })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<HearingResponse> {
    const state = CASE_ID.test(id) ? (await readCaseFile(this.store, id)).court : initialCaseCourt();
    assertCanRead(user, state.case.status === 'none' ? null : state.case.userId, READERS, 'Case not found');
    return this.respond(state);
  }

  /** Set or change the hearing (owner only). A change gets new reminders; the old ones send nothing. */
  @Put(':id/hearing')
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: HearingResponse })
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: HearingRequestDto,
  ): Promise<HearingResponse> {
    return this.decide(user, {
      type: 'ScheduleHearing',
      data: { caseId: id, userId: user.id, hearingId: randomUUID(), ...body },
      metadata: { now: new Date() },
    });
  }

  /** Clear the hearing (owner only): its reminders send nothing, the calendar cancels its events. */
  @Delete(':id/hearing')
  @UseGuards(OwnCaseGuard)
  @ApiOkResponse({ type: HearingResponse })
  async clear(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<HearingResponse> {
    return this.decide(user, {
      type: 'CancelHearing',
      data: { caseId: id, userId: user.id },
      metadata: { now: new Date() },
    });
  }

  private async decide(user: AuthenticatedUser, command: HearingCommand): Promise<HearingResponse> {
    const key = await this.clock.keyFor(user.id);
    const state = await this.dataSource.transaction(async (tx) => {
      const now = await this.clock.now(key, tx);
      const result = await handleCommand(
        this.store,
        caseStreamId(command.data.caseId),
        hearingDecider,
        { ...command, metadata: { now } },
        { tx, metadata: { actor: { id: user.id, role: user.role } } },
      );
      const scheduled = result.events.find((e) => e.type === 'HearingScheduled');
      if (scheduled && result.state.hearing.current)
        await enqueueHearingReminders(this.jobs, tx, command.data.caseId, result.state.hearing.current, {
          key,
          now,
        });
      return result.state;
    });
    return this.respond(state);
  }
}
