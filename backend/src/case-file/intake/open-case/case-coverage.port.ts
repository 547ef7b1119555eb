import { Injectable } from '@nestjs/common';
import type { Position } from '../../../event-store/event-store';

export interface CaseCoverageResult {
  covered: boolean;
  /** Where the cover was recorded (for read-your-writes); null when nothing was appended. */
  position: Position | null;
}

/** Something that may pay for a new case instead of checkout: a subscription's document allowance. */
export interface CaseCoverer {
  cover(caseId: string, actor: { id: string; role: string }): Promise<CaseCoverageResult>;
}

/**
 * The port through which a new case gets covered (DESIGN §8). Cases sit below subscriptions, so cases own the port
 * and subscriptions plug into it at module init (`register`); with nothing registered no case is covered.
 */
@Injectable()
export class CaseCoverage {
  private coverer?: CaseCoverer;

  register(coverer: CaseCoverer): void {
    if (this.coverer) throw new Error('A case coverer is already registered');
    this.coverer = coverer;
  }

  cover(caseId: string, actor: { id: string; role: string }): Promise<CaseCoverageResult> {
    return this.coverer?.cover(caseId, actor) ?? Promise.resolve({ covered: false, position: null });
  }
}
