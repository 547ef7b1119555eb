import { isStateCode, isVerifiedOn, limitationPeriodFor, todayUtc } from '../../../law/law-table';
import { CASE_TYPES, type CaseType } from '../../../law/law-table.types';
import type { CaseFollowUpRow } from '../read-models/case-follow-ups/case-follow-up.row';

/**
 * The last day to sue, said only where the limitation period is verified against the official text and the check is
 * less than 12 months old on `on` (DESIGN §7b, ADR 046/047: a fact is stated as law only with evidence); otherwise the
 * timeline and the calendar say to ask the clerk.
 */
export type LastDayToSue =
  | { verified: true; date: string; citation: string; basis: string }
  | { verified: false; date: null; reason: string };

const NOT_KNOWN: LastDayToSue = {
  verified: false,
  date: null,
  reason: "SueGo has not verified this state's deadline to sue for this kind of claim",
};

export function lastDayToSue(
  row: Pick<CaseFollowUpRow, 'state' | 'case_type' | 'incident_date' | 'agreement_form'>,
  on: string = todayUtc(),
): LastDayToSue {
  const { state, case_type: caseType, incident_date: incidentDate } = row;
  if (!state || !isStateCode(state) || !caseType || !(CASE_TYPES as readonly string[]).includes(caseType))
    return NOT_KNOWN;
  if (!incidentDate || !/^\d{4}-\d{2}-\d{2}$/.test(incidentDate)) return NOT_KNOWN;
  const agreement = row.agreement_form;
  try {
    const period = limitationPeriodFor(state, caseType as CaseType, {
      incidentDate,
      agreement: agreement === 'written' || agreement === 'oral' ? agreement : undefined,
    });
    if (!isVerifiedOn(period.fact, on)) return NOT_KNOWN;
    return {
      verified: true,
      date: period.endsOn,
      citation: period.fact.citation,
      basis: period.accrual.description,
    };
  } catch {
    return NOT_KNOWN;
  }
}
