import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  CLAIMANT_KIND_LABELS_SHOWN,
  DOCUMENT_TYPE_LABELS_SHOWN,
  caseTypeLabelShown,
  formatIsoDateShown,
} from '@/lib/case-labels';
import { formatAmount, parseAmountToCents } from '@/lib/cases';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { STEPS, type AnswerField, type Answers } from '../api/answers';
import type { ForceField } from '../api/force-answers';
import { AGREEMENT_FORM_LABELS, DECEPTIVE_ACT_LABELS } from '../api/letter-questions';
import { looksLikeEnglish } from '../api/language-check';
import { messages as f } from '../force.messages';
import { messages as m } from '../messages';
import type { DocumentPrices } from './step-fields';

interface Row {
  field: AnswerField;
  label: string;
  value: string;
  /** the claimant's own words, which go into the English letter as they are */
  freeText?: boolean;
}

/** The answers written in the claimant's own words: they reach the other side in the English letter. */
const FREE_TEXT: ReadonlySet<AnswerField> = new Set<AnswerField>([
  'disputeDescription',
  'attemptedResolution',
  'evidenceDescription',
  'enclosures',
  'damageItems',
]);

function rowsFor(
  stepIndex: number,
  answers: Answers,
  stateName: string | undefined,
  prices?: DocumentPrices,
): Row[] {
  const NOT_GIVEN = translate(m.notProvided);
  const text = (value: string) => (value.trim() === '' ? NOT_GIVEN : value.trim());
  const all: Record<AnswerField, Row | null> = {
    caseType: {
      field: 'caseType',
      label: translate(m.rowCaseType),
      value: answers.caseType ? caseTypeLabelShown(answers.caseType) : NOT_GIVEN,
    },
    state: {
      field: 'state',
      label: translate(m.rowState),
      value: answers.state ? (stateName ?? answers.state) : NOT_GIVEN,
    },
    claimantKind: {
      field: 'claimantKind',
      label: translate(m.rowClaimant),
      value: CLAIMANT_KIND_LABELS_SHOWN[answers.claimantKind],
    },
    plaintiffName: {
      field: 'plaintiffName',
      label: translate(m.rowName),
      value: text(answers.plaintiffName),
    },
    plaintiffEmail: {
      field: 'plaintiffEmail',
      label: translate(m.rowEmail),
      value: text(answers.plaintiffEmail),
    },
    plaintiffAddress: {
      field: 'plaintiffAddress',
      label: translate(m.rowAddress),
      value: text(answers.plaintiffAddress),
    },
    plaintiffPhone: {
      field: 'plaintiffPhone',
      label: translate(m.rowPhone),
      value: text(answers.plaintiffPhone),
    },
    defendantName: {
      field: 'defendantName',
      label: translate(m.rowTheirName),
      value: text(answers.defendantName),
    },
    defendantAddress: {
      field: 'defendantAddress',
      label: translate(m.rowTheirAddress),
      value: text(answers.defendantAddress),
    },
    disputeDescription: {
      field: 'disputeDescription',
      label: translate(m.rowWhatHappened),
      value: text(answers.disputeDescription),
    },
    amountClaimed: {
      field: 'amountClaimed',
      label: translate(m.rowAmount),
      value:
        answers.amountClaimed.trim() === ''
          ? NOT_GIVEN
          : parseAmountToCents(answers.amountClaimed) === null
            ? answers.amountClaimed
            : formatAmount(answers.amountClaimed),
    },
    incidentDate: {
      field: 'incidentDate',
      label: translate(m.rowIncidentDate),
      value: answers.incidentDate ? formatIsoDateShown(answers.incidentDate) : NOT_GIVEN,
    },
    attemptedResolution: {
      field: 'attemptedResolution',
      label: translate(m.rowResolution),
      value: text(answers.attemptedResolution),
    },
    evidenceDescription: {
      field: 'evidenceDescription',
      label: translate(m.rowEvidence),
      value: text(answers.evidenceDescription),
    },
    documentType: {
      field: 'documentType',
      label: translate(m.rowDocument),
      value: `${DOCUMENT_TYPE_LABELS_SHOWN[answers.documentType]}${prices?.[answers.documentType] ? ` (${prices[answers.documentType]})` : ''}`,
    },
    // the terms are agreed on the last step itself, not reviewed
    agreedToTerms: null,
    defendantKind: answers.defendantKind
      ? {
          field: 'defendantKind',
          label: translate(m.rowTheyAre),
          value: answers.defendantKind === 'business' ? translate(m.aBusiness) : translate(m.aPerson),
        }
      : null,
    consumerTransaction:
      answers.defendantKind === 'business' && answers.consumerTransaction
        ? {
            field: 'consumerTransaction',
            label: translate(m.rowConsumer),
            value: answers.consumerTransaction === 'yes' ? translate(m.yes) : translate(m.no),
          }
        : null,
    deceptiveActs:
      answers.consumerTransaction === 'yes' && answers.deceptiveActs.length > 0
        ? {
            field: 'deceptiveActs',
            label: translate(m.rowDeceptive),
            value: answers.deceptiveActs.map((a) => DECEPTIVE_ACT_LABELS[a]).join('\n'),
          }
        : null,
    agreementForm: answers.agreementForm
      ? {
          field: 'agreementForm',
          label: translate(m.rowAgreement),
          value: AGREEMENT_FORM_LABELS[answers.agreementForm],
        }
      : null,
    enclosures:
      answers.enclosures.length > 0
        ? { field: 'enclosures', label: translate(m.rowEnclosures), value: answers.enclosures.join('\n') }
        : null,
    certifiedMail: {
      field: 'certifiedMail',
      label: translate(m.rowCertified),
      value: answers.certifiedMail ? translate(m.certifiedYes) : translate(m.no),
    },
    mailingDate: answers.mailingDate
      ? {
          field: 'mailingDate',
          label: translate(m.rowMailingDate),
          value: formatIsoDateShown(answers.mailingDate),
        }
      : null,
    claimInterest: null,
    ...forceRows(answers),
    damageItems:
      answers.damageItems.length > 0
        ? {
            field: 'damageItems',
            label: translate(m.rowItems),
            value: answers.damageItems.map((i) => `${i.description}: ${formatAmount(i.amount)}`).join('\n'),
          }
        : null,
  };
  if (answers.caseType === 'security-deposit' && all.incidentDate) {
    all.incidentDate = { ...all.incidentDate, label: translate(f.moveOutLabel) };
  }
  const step = STEPS[stepIndex];
  return step
    ? step.fields
        .map((f) => all[f])
        .filter((r): r is Row => r !== null)
        .map((r) => ({ ...r, freeText: FREE_TEXT.has(r.field) && r.value !== NOT_GIVEN }))
    : [];
}

/** The issue-43 answers: each row only when answered; the response period always (its suggestion when not chosen). */
function forceRows(answers: Answers): Record<ForceField, Row | null> {
  const yesNo = (v: '' | 'yes' | 'no') => (v === 'yes' ? translate(m.yes) : translate(m.no));
  const row = (field: ForceField, label: string, value: string | null): Row | null =>
    value === null ? null : { field, label, value };
  const suggested = answers.caseType === 'security-deposit' || answers.caseType === 'unpaid-work' ? 14 : 30;
  return {
    responseDays: row(
      'responseDays',
      translate(f.rowResponseDays),
      answers.responseDays
        ? translate(f.responseOption, { days: answers.responseDays })
        : translate(f.rowResponseDefault, { days: suggested }),
    ),
    tenancyKind: row(
      'tenancyKind',
      translate(f.rowTenancy),
      answers.tenancyKind === 'residential'
        ? translate(f.tenancyResidential)
        : answers.tenancyKind === 'commercial'
          ? translate(f.tenancyCommercial)
          : null,
    ),
    forwardingAddressGiven: row(
      'forwardingAddressGiven',
      translate(f.rowForwarding),
      answers.forwardingAddressGiven ? yesNo(answers.forwardingAddressGiven) : null,
    ),
    forwardingAddressDate: row(
      'forwardingAddressDate',
      translate(f.rowForwardingDate),
      answers.forwardingAddressGiven === 'yes' && answers.forwardingAddressDate
        ? formatIsoDateShown(answers.forwardingAddressDate)
        : null,
    ),
    itemizedStatementReceived: row(
      'itemizedStatementReceived',
      translate(f.rowItemized),
      answers.itemizedStatementReceived ? yesNo(answers.itemizedStatementReceived) : null,
    ),
    paymentDueDate: row(
      'paymentDueDate',
      translate(f.rowPaymentDue),
      answers.paymentDueDate ? formatIsoDateShown(answers.paymentDueDate) : null,
    ),
    faultAdmitted: row(
      'faultAdmitted',
      translate(f.rowFault),
      answers.faultAdmitted ? yesNo(answers.faultAdmitted) : null,
    ),
    policeReport: row(
      'policeReport',
      translate(f.rowPolice),
      answers.policeReport ? yesNo(answers.policeReport) : null,
    ),
  };
}

/**
 * Every answer, grouped by the step that asks for it. With onEdit each group gets an Edit button that
 * goes back to its step (questionnaire review); without it the summary is read-only (case review).
 */
export function AnswersSummary({
  answers,
  stateName,
  prices,
  onEdit,
  steps = [0, 1, 2, 3, 4],
  headingLevel = 3,
}: {
  answers: Answers;
  stateName?: string;
  prices?: DocumentPrices;
  onEdit?: (stepIndex: number) => void;
  steps?: readonly number[];
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const notGiven = t(m.notProvided);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      {steps.map((stepIndex) => {
        const step = STEPS[stepIndex];
        if (!step) return null;
        return (
          <section
            key={step.title}
            aria-label={t(m.stepAnswers, { step: step.title })}
            className="rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-base font-semibold">{step.title}</Heading>
              {onEdit ? (
                <Button
                  type="button"
                  variant="link"
                  className="h-11 px-2"
                  aria-label={t(m.editStep, { step: step.title })}
                  onClick={() => onEdit(stepIndex)}
                >
                  <Pencil aria-hidden="true" />
                  {t(m.edit)}
                </Button>
              ) : null}
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {rowsFor(stepIndex, answers, stateName, prices).map((row) => (
                <div key={row.field} className="contents">
                  <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
                  <dd
                    className={
                      row.value === notGiven
                        ? 'text-muted-foreground italic'
                        : 'break-words whitespace-pre-line text-foreground'
                    }
                  >
                    {row.value}
                    {row.freeText && !looksLikeEnglish(row.value) ? (
                      <span role="note" className="mt-1 block text-sm text-warning-foreground not-italic">
                        {t(m.notEnglish)}
                      </span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
