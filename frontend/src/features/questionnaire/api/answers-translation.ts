import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** The claimant's own words that go into the English letter, and that the Spanish questionnaire may translate. */
export type TranslatedField = 'disputeDescription' | 'attemptedResolution' | 'evidenceDescription';

export type TranslationResult =
  | { field: TranslatedField; accepted: true; english: string }
  | {
      field: TranslatedField;
      accepted: false;
      code:
        'amount_mismatch' | 'date_mismatch' | 'number_mismatch' | 'name_missing' | 'empty' | 'unavailable';
      value?: string;
      message: string;
    };

/** Whether the server has an LLM to translate with (issue 33, ADR 207); asked only for a signed-in account. */
export function useTranslationAvailable(enabled: boolean): boolean {
  const { isAuthenticated } = useAuth();
  const query = useQuery({
    queryKey: ['answers-translation'],
    queryFn: () => apiJson<{ available: boolean }>('GET', '/api/answers-translation'),
    enabled: enabled && isAuthenticated,
    staleTime: Infinity,
    retry: false,
  });
  return enabled && isAuthenticated && query.data?.available === true;
}

export const translateAnswers = (
  body: Partial<Record<TranslatedField | 'plaintiffName' | 'defendantName', string>>,
) => apiJson<{ results: TranslationResult[] }>('POST', '/api/answers-translation', body);
