import { AlertTriangle, CheckCircle2, Info, OctagonX } from 'lucide-react';
import { useMemo } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { centsToAmount, isCaseType, isIsoDate, parseAmountToCents, type DocumentType } from '@/lib/cases';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useEligibility, type EligibilityInput, type EligibilityWarning } from '../api/check-eligibility';
import { messages as m } from '../messages';

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
  /** Deposits (step 4): whether and when a forwarding address was given in writing. */
  forwardingAddressGiven?: string;
  forwardingAddressDate?: string;
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
    ...(answers.caseType === 'security-deposit' &&
    answers.forwardingAddressGiven === 'yes' &&
    answers.forwardingAddressDate &&
    isIsoDate(answers.forwardingAddressDate)
      ? { forwardingAddressDate: answers.forwardingAddressDate }
      : {}),
  };
}

/** Each warning code's title, and what it means for a reader of a translated page (issue 33: by code). */
const WARNINGS: Record<string, { title: Message; help: Message }> = {
  over_state_limit: { title: m.overStateLimit, help: m.overStateLimitHelp },
  over_ceiling: { title: m.overCeiling, help: m.overCeilingHelp },
  limitation_period: { title: m.limitationPeriod, help: m.limitationPeriodHelp },
  pre_suit_notice: { title: m.preSuitNotice, help: m.preSuitNoticeHelp },
  business_court: { title: m.businessCourt, help: m.businessCourtHelp },
  representation: { title: m.representation, help: m.representationHelp },
  deposit_clock: { title: m.depositClock, help: m.depositClockHelp },
  defendant_out_of_state: { title: m.defendantOutOfState, help: m.defendantOutOfStateHelp },
};

function Citation({ citation }: { citation?: string }) {
  const t = useT();
  if (!citation) return null;
  return <p className="text-xs opacity-90">{t(m.source, { citation })}</p>;
}

/**
 * The server's sentence (the state's rule with its numbers). In English it is the message; in another language the
 * code's translated meaning comes first and the rule follows in English, marked as such: the law table's
 * per-state sentences are not translated one by one (issue 33).
 */
export function RuleText({ code, text }: { code?: string; text: string }) {
  const t = useT();
  const help = code ? WARNINGS[code]?.help : undefined;
  if (t.language === 'en') return <p>{text}</p>;
  return (
    <>
      {help ? <p>{t(help)}</p> : null}
      <p className="text-sm">{t.rich(m.ruleInEnglish, { text, q: (chunks) => <q lang="en">{chunks}</q> })}</p>
    </>
  );
}

function WarningAlert({ warning }: { warning: EligibilityWarning }) {
  const t = useT();
  const known = WARNINGS[warning.code];
  return (
    <Alert variant="warning" data-code={warning.code}>
      <AlertTriangle aria-hidden="true" />
      <AlertDescription>
        <AlertTitle>{known ? t(known.title) : t(m.pleaseNote)}</AlertTitle>
        <RuleText code={warning.code} text={warning.message} />
        <Citation citation={warning.citation} />
      </AlertDescription>
    </Alert>
  );
}

/** The check for these answers, debounced while people type (one request shared by every caller on the page). */
export function useEligibilityOf(answers: EligibilityAnswers) {
  const input = eligibilityInputFrom(answers);
  // A string key keeps the debounce from restarting on every render with an equal object.
  const inputKey = input === null ? null : JSON.stringify(input);
  const debouncedKey = useDebouncedValue(inputKey, ELIGIBILITY_DEBOUNCE_MS);
  const debouncedInput = useMemo(
    () => (debouncedKey === null ? null : (JSON.parse(debouncedKey) as EligibilityInput)),
    [debouncedKey],
  );
  return { input, query: useEligibility(inputKey === null ? null : debouncedInput) };
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
  const t = useT();
  const { input, query } = useEligibilityOf(answers);

  if (input === null) return null;
  const where = stateName ?? input.state;

  let body;
  if (query.isError) {
    body = (
      <Alert variant="info">
        <Info aria-hidden="true" />
        <AlertDescription>
          <p>{t(m.checkFailed, { where })}</p>
        </AlertDescription>
      </Alert>
    );
  } else if (!query.data) {
    body = <p className="text-sm text-muted-foreground">{t(m.checking, { where })}</p>;
  } else {
    const { refusal, warnings } = query.data;
    const shown = warnings.filter((w) => w.message !== refusal?.message);
    body = (
      <>
        {refusal ? (
          <Alert variant="destructive" data-code="refusal">
            <OctagonX aria-hidden="true" />
            <AlertDescription>
              <AlertTitle>{t(m.refusedTitle)}</AlertTitle>
              <RuleText
                code={warnings.find((w) => w.message === refusal.message)?.code}
                text={refusal.message}
              />
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
              <p>{t(m.withinLimits, { where })}</p>
            </AlertDescription>
          </Alert>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-label={t(m.sectionLabel)}
      aria-live="polite"
      className={cn('flex flex-col gap-3', className)}
    >
      {body}
    </section>
  );
}
