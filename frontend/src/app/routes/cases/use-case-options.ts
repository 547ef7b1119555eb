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

/** The state list of the questionnaire, from the law table (with each state's small-claims court). */
export function useStatesSource(query: UseQueryResult<Jurisdiction[]>): StatesSource {
  const { data, isLoading, isError, refetch } = query;
  const options = useMemo<StateOption[]>(
    () =>
      (data ?? []).map((j) => ({
        code: j.code,
        name: j.name,
        detail: `${j.smallClaims.courtName} hears small claims in ${j.name} up to ${formatCents(
          j.smallClaims.limitIndividualCents,
        )} for individuals.`,
      })),
    [data],
  );
  return { options, isLoading, isError, retry: () => void refetch() };
}

/** Document prices from the catalog (DESIGN §6: never hard-coded); undefined until it loads. */
export function useDocumentPrices(query: UseQueryResult<Pricing>): DocumentPrices | undefined {
  const { data } = query;
  return useMemo(() => {
    if (!data) return undefined;
    const prices: DocumentPrices = {};
    for (const doc of data.documents) {
      if (isDocumentType(doc.id)) prices[doc.id] = formatCents(doc.amount, data.currency);
    }
    return prices;
  }, [data]);
}
