import { Injectable } from '@nestjs/common';
import type { CaseCalendarEvent } from './case-calendar';
import type { TimelineStep } from './case-timeline';

/** What a later step of a case (the court's, issue 30) adds after the outcome: timeline steps and calendar events. */
export interface CourtStepsOfCase {
  steps: TimelineStep[];
  calendar: CaseCalendarEvent[];
}

/** Answers a case's later steps as of `today` (YYYY-MM-DD on the case's clock). */
export type CourtStepsSource = (caseId: string, today: string) => Promise<CourtStepsOfCase>;

/**
 * The port through which the court context (which sits above this one) adds its steps to the case's timeline and
 * its events to the calendar file (ADR 172, 186): it registers a source at start-up, so follow-up never reads the
 * court's events.
 */
@Injectable()
export class CaseCourtSteps {
  private readonly sources: CourtStepsSource[] = [];

  register(source: CourtStepsSource): void {
    this.sources.push(source);
  }

  async of(caseId: string, today: string): Promise<CourtStepsOfCase> {
    const all = await Promise.all(this.sources.map((source) => source(caseId, today)));
    return { steps: all.flatMap((a) => a.steps), calendar: all.flatMap((a) => a.calendar) };
  }
}
