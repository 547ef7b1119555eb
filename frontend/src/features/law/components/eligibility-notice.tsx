import { AlertTriangle, CheckCircle2, Info, OctagonX } from 'lucide-react';
import { useMemo } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { centsToAmount, isCaseType, isIsoDate, parseAmountToCents, type DocumentType } from '@/lib/cases';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useEligibility, type EligibilityInput, type EligibilityWarning } from '../api/check-eligibility';

/** How long typing must pause before the claim is checked again. */
export const ELIGIBILITY_DEBOUNCE_MS = 300;

export interface EligibilityAnswers {
  state: string;
  /** as typed */
  amount: string;
  caseType: string;
  documentType: DocumentType;
  incidentDate: string;
  claimantKind?: string;
  /** The letter's answers (questionnaire steps 3 and 4); blank means not given yet. */
  agreementForm?: string;
  defendantKind?: string;
  consumerTransaction?: string;
  deceptiveActs?: readonly string[];
  defendantAddress?: string;
}

/**
 * What can be checked so far: nothing until a state and a positive amount are known. An unknown case type is
 * checked as "other"; an incomplete date is left out.
 */
export function eligibilityInputFrom(answers: EligibilityAnswers): EligibilityInput | null {
  const cents = parseAmountToCents(answers.amount);
  if (answers.state === '' || cents === null || cents <= 0) return null;
  return {
    state: answers.state,
    amount: centsToAmount(cents),
    documentType: answers.documentType,
    caseType: isCaseType(answers.caseType) ? answers.caseType : 'other',
    ...(isIsoDate(answers.incidentDate) ? { incidentDate: answers.incidentDate } : {}),
    ...(answers.claimantKind === 'business' ? { claimantKind: 'business' as const } : {}),
    ...letterAnswers(answers),
  };
}

/** The letter's answers, each only when given, as the server stores them (a consumer deal only with a business). */
function letterAnswers(answers: EligibilityAnswers): Partial<EligibilityInput> {
  const agreement = answers.agreementForm;
  const kind = answers.defendantKind;
  const business = kind === 'business';
  const consumer = business && answers.consumerTransaction === 'yes';
  const address = answers.defendantAddress?.trim() ?? '';
  return {
    ...(agreement === 'written' || agreement === 'oral' || agreement === 'none'
      ? { agreementForm: agreement }
      : {}),
    ...(kind === 'individual' || kind === 'business' ? { defendantKind: kind } : {}),
    ...(business && answers.consumerTransaction ? { consumerTransaction: consumer } : {}),
    ...(consumer && answers.deceptiveActs?.length ? { deceptiveActs: [...answers.deceptiveActs] } : {}),
    ...(address !== '' ? { defendantAddress: address } : {}),
  };
}

const WARNING_TITLES: Record<string, string> = {
  over_state_limit: 'Above the small-claims limit',
  over_ceiling: 'Above the $10,000 limit',
  limitation_period: 'Check the deadline to sue',
  pre_suit_notice: 'Notice is required before you sue',
  business_court: 'Where a business files',
  representation: "Who may present a business's claim",
  deposit_clock: "When the landlord's deadline starts",
  defendant_out_of_state: 'The other side is in another state',
};

function Citation({ citation }: { citation?: string }) {
  if (!citation) return null;
  return <p className="text-xs opacity-90">Source: {citation}</p>;
}

function WarningAlert({ warning }: { warning: EligibilityWarning }) {
  return (
    <Alert variant="warning" data-code={warning.code}>
      <AlertTriangle aria-hidden="true" />
      <AlertDescription>
        <AlertTitle>{WARNING_TITLES[warning.code] ?? 'Please note'}</AlertTitle>
        <p>{warning.message}</p>
        <Citation citation={warning.citation} />
      </AlertDescription>
    </Alert>
  );
}

/**
 * Checks the claim against the state's rules (DESIGN §5): a refusal in red, warnings in amber, each with its
 * source. Shown on questionnaire step 1, under the amount and on the review.
 */
export function EligibilityNotice({
  answers,
  stateName,
  className,
}: {
  answers: EligibilityAnswers;
  stateName?: string;
  className?: string;
}) {
  const input = eligibilityInputFrom(answers);
  // A string key keeps the debounce from restarting on every render with an equal object.
  const inputKey = input === null ? null : JSON.stringify(input);
  const debouncedKey = useDebouncedValue(inputKey, ELIGIBILITY_DEBOUNCE_MS);
  const debouncedInput = useMemo(
    () => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as EligibilityInput)),
    [debouncedKey],
  );
  const query = useEligibility(inputKey === null ? null : debouncedInput);

  if (input === null) return null;
  const where = stateName ?? input.state;

  let body;
  if (query.isError) {
    body = (
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription>
          <p>
            We couldn't check this claim against {where}'s rules just now. You can keep going; we check again
            when you create the case.
          </p>
        </AlertDescription>
      </Alert>
    );
  } else if (!query.data) {
    body = <p className="text-sm text-muted-foreground">Checking your claim against {where}'s rules…</p>;
  } else {
    const { refusal, warnings } = query.data;
    const shown = warnings.filter((w) => w.message !== refusal?.message);
    body = (
      <>
        {refusal ? (
          <Alert variant="destructive" data-code="refusal">
            <OctagonX aria-hidden="true" />
            <AlertDescription>
              <AlertTitle>SueGo can't take this claim as it is</AlertTitle>
              <p>{refusal.message}</p>
              <Citation citation={warnings.find((w) => w.message === refusal.message)?.citation} />
            </AlertDescription>
          </Alert>
        ) : null}
        {shown.map((warning) => (
          <WarningAlert key={`${warning.code}:${warning.message}`} warning={warning} />
        ))}
        {!refusal && shown.length === 0 ? (
          <Alert variant="success">
            <CheckCircle2 aria-hidden="true" />
            <AlertDescription>
              <p>This claim is within the limits we check for {where}.</p>
            </AlertDescription>
          </Alert>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-label="Eligibility check"
      aria-live="polite"
      className={cn('flex flex-col gap-3', className)}
    >
      {body}
    </section>
  );
}
