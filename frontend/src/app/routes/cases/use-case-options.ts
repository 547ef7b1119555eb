import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Jurisdiction } from '@/features/law/api/get-jurisdictions';
import type { Pricing } from '@/features/pricing/api/get-pricing';
import type {
  DocumentPrices,
  StateOption,
  StatesSource,
} from '@/features/questionnaire/components/step-fields';
import { isDocumentType } from '@/lib/cases';
import { formatCents } from '@/lib/format';

/**
 * What step 1 says under the chosen state. A limit not yet checked against the official text is worded as such
 * (issue 12: unverified law is never presented as certain).
 */
export function stateDetail(j: Jurisdiction): string {
  const limit = formatCents(j.smallClaims.limitIndividualCents);
  const court = `${j.smallClaims.courtName} hears small claims in ${j.name}`;
  const main =
    j.smallClaims.limitVerified === true
      ? `${court} up to ${limit} for individuals.`
      : `${court}, generally up to ${limit} for individuals (SueGo has not yet checked this figure against the official text).`;
  return j.smallClaims.businessCourtName
    ? `${main} Businesses file in the ${j.smallClaims.businessCourtName}.`
    : main;
}

/** The state list of the questionnaire, from the law table (with each state's small-claims court). */
export function useStatesSource(query: UseQueryResult<Jurisdiction[]>): StatesSource {
  const { data, isLoading, isError, refetch } = query;
  const options = useMemo<StateOption[]>(
    () =>
      (data ?? []).map((j) => ({
        code: j.code,
        name: j.name,
        detail: stateDetail(j),
      })),
    [data],
  );
  return { options, isLoading, isError, retry: () => void refetch() };
}

/** Document prices from the catalog (DESIGN §6: never hard-coded); undefined until it loads. */
/** What step 6 says a subscriber's document costs when their plan covers it (issue 27). */
export const INCLUDED_IN_PLAN = 'Included in your plan';

/** Catalog prices by document type; `coveredByPlan`: the signed-in user's plan covers one more document now. */
export function useDocumentPrices(
  query: UseQueryResult<Pricing>,
  coveredByPlan = false,
): DocumentPrices | undefined {
  const { data } = query;
  return useMemo(() => {
    if (!data) return undefined;
    const prices: DocumentPrices = {};
    for (const doc of data.documents) {
      if (isDocumentType(doc.id))
        prices[doc.id] = coveredByPlan ? INCLUDED_IN_PLAN : formatCents(doc.amount, data.currency);
    }
    return prices;
  }, [data, coveredByPlan]);
}
