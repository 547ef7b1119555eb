import { translate } from '@/lib/i18n/runtime';
import { featureLine } from './catalog-names';
import { messages as m } from './plan-lines.messages';

/** What a plan card lists, from the one price catalog (GET /api/pricing). */
export interface PlanLinesSource {
  /** null = unlimited */
  documentsPerPeriod: number | null;
  features: string[];
}

/** "3 documents per billing period", "1 document per billing period", "Unlimited documents". */
export function allowanceLine(documentsPerPeriod: number | null): string {
  return translate(m.allowance, {
    unlimited: documentsPerPeriod === null ? 'yes' : 'no',
    count: documentsPerPeriod ?? 0,
  });
}

/** A feature that itself states the allowance ("3 documents per …", "Unlimited documents"). */
const STATES_ALLOWANCE = /^(unlimited|\d+)\s+documents?\b/i;

/**
 * The plan's lines: the documents allowance first, always (issue 27: a feature that merely mentions documents, such
 * as "Full version history for every document", must not hide it), then every feature once.
 */
export function planLines(plan: PlanLinesSource): string[] {
  const lines = [allowanceLine(plan.documentsPerPeriod)];
  for (const feature of plan.features) {
    if (STATES_ALLOWANCE.test(feature)) continue;
    const line = featureLine(feature);
    if (!lines.some((l) => l.toLowerCase() === line.toLowerCase())) lines.push(line);
  }
  return lines;
}
