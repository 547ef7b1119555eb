import type { ComplexityAssessed } from '../../case.events';
import type { CaseDetails } from '../../../claim/case.types';
import { assessComplexity, COMPLEXITY_RULE_VERSION } from './complexity';

/** The writer's calendar day (UTC) of a decision. */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** The complexity rule's verdict on these answers today, as the event the case records. */
export function complexityAssessed(caseId: string, details: CaseDetails, now: Date): ComplexityAssessed {
  const { score, reasons } = assessComplexity(details, today(now));
  return {
    type: 'ComplexityAssessed',
    data: { caseId, score, reasons, ruleVersion: COMPLEXITY_RULE_VERSION, assessedAt: now.toISOString() },
  };
}
