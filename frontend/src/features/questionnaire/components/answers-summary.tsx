import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  CLAIMANT_KIND_LABELS,
  caseTypeLabel,
  DOCUMENT_TYPE_LABELS,
  formatAmount,
  formatIsoDate,
  parseAmountToCents,
} from '@/lib/cases';
import { STEPS, type AnswerField, type Answers } from '../api/answers';
import { AGREEMENT_FORM_LABELS, DECEPTIVE_ACT_LABELS } from '../api/letter-questions';
import type { DocumentPrices } from './step-fields';

const NOT_GIVEN = 'Not provided';

interface Row {
  field: AnswerField;
  label: string;
  value: string;
}

function rowsFor(
  stepIndex: number,
  answers: Answers,
  stateName: string | undefined,
  prices?: DocumentPrices,
): Row[] {
  const text = (value: string) => (value.trim() === '' ? NOT_GIVEN : value.trim());
  const all: Record<AnswerField, Row | null> = {
    caseType: {
      field: 'caseType',
      label: 'Case type',
      value: answers.caseType ? caseTypeLabel(answers.caseType) : NOT_GIVEN,
    },
    state: {
      field: 'state',
      label: 'State',
      value: answers.state ? (stateName ?? answers.state) : NOT_GIVEN,
    },
    claimantKind: {
      field: 'claimantKind',
      label: 'Who is claiming',
      value: CLAIMANT_KIND_LABELS[answers.claimantKind],
    },
    plaintiffName: { field: 'plaintiffName', label: 'Your name', value: text(answers.plaintiffName) },
    plaintiffEmail: { field: 'plaintiffEmail', label: 'Your email', value: text(answers.plaintiffEmail) },
    plaintiffAddress: {
      field: 'plaintiffAddress',
      label: 'Your address',
      value: text(answers.plaintiffAddress),
    },
    plaintiffPhone: { field: 'plaintiffPhone', label: 'Your phone', value: text(answers.plaintiffPhone) },
    defendantName: { field: 'defendantName', label: 'Their name', value: text(answers.defendantName) },
    defendantAddress: {
      field: 'defendantAddress',
      label: 'Their address',
      value: text(answers.defendantAddress),
    },
    disputeDescription: {
      field: 'disputeDescription',
      label: 'What happened',
      value: text(answers.disputeDescription),
    },
    amountClaimed: {
      field: 'amountClaimed',
      label: 'Amount claimed',
      value:
        answers.amountClaimed.trim() === ''
          ? NOT_GIVEN
          : parseAmountToCents(answers.amountClaimed) === null
            ? answers.amountClaimed
            : formatAmount(answers.amountClaimed),
    },
    incidentDate: {
      field: 'incidentDate',
      label: 'Date of the incident',
      value: answers.incidentDate ? formatIsoDate(answers.incidentDate) : NOT_GIVEN,
    },
    attemptedResolution: {
      field: 'attemptedResolution',
      label: 'How you tried to resolve it',
      value: text(answers.attemptedResolution),
    },
    evidenceDescription: {
      field: 'evidenceDescription',
      label: 'Your evidence',
      value: text(answers.evidenceDescription),
    },
    documentType: {
      field: 'documentType',
      label: 'Document',
      value: `${DOCUMENT_TYPE_LABELS[answers.documentType]}${prices?.[answers.documentType] ? ` (${prices[answers.documentType]})` : ''}`,
    },
    // the terms are agreed on the last step itself, not reviewed
    agreedToTerms: null,
    defendantKind: answers.defendantKind
      ? { field: 'defendantKind', label: 'They are', value: answers.defendantKind === 'business' ? 'A business' : 'A person' }
      : null,
    consumerTransaction:
      answers.defendantKind === 'business' && answers.consumerTransaction
        ? {
            field: 'consumerTransaction',
            label: 'Bought for personal use',
            value: answers.consumerTransaction === 'yes' ? 'Yes' : 'No',
          }
        : null,
    deceptiveActs:
      answers.consumerTransaction === 'yes' && answers.deceptiveActs.length > 0
        ? {
            field: 'deceptiveActs',
            label: 'What they did',
            value: answers.deceptiveActs.map((a) => DECEPTIVE_ACT_LABELS[a]).join('\n'),
          }
        : null,
    agreementForm: answers.agreementForm
      ? { field: 'agreementForm', label: 'The agreement', value: AGREEMENT_FORM_LABELS[answers.agreementForm] }
      : null,
    enclosures:
      answers.enclosures.length > 0
        ? { field: 'enclosures', label: 'Enclosed copies', value: answers.enclosures.join('\n') }
        : null,
    certifiedMail: {
      field: 'certifiedMail',
      label: 'Certified mail',
      value: answers.certifiedMail ? 'Yes, return receipt requested' : 'No',
    },
    mailingDate: answers.mailingDate
      ? { field: 'mailingDate', label: 'Mailing date', value: formatIsoDate(answers.mailingDate) }
      : null,
    claimInterest: null,
    damageItems:
      answers.damageItems.length > 0
        ? {
            field: 'damageItems',
            label: 'Itemised amount',
            value: answers.damageItems.map((i) => `${i.description}: ${formatAmount(i.amount)}`).join('\n'),
          }
        : null,
  };
  const step = STEPS[stepIndex];
  return step ? step.fields.map((f) => all[f]).filter((r): r is Row => r !== null) : [];
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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-4">
      {steps.map((stepIndex) => {
        const step = STEPS[stepIndex];
        if (!step) return null;
        return (
          <section
            key={step.title}
            aria-label={`${step.title} answers`}
            className="rounded-lg border border-border bg-surface p-4"
          >
            <div className="flex items-center justify-between gap-2">
              <Heading className="text-base font-semibold">{step.title}</Heading>
              {onEdit ? (
                <Button
                  type="button"
                  variant="link"
                  className="h-11 px-2"
                  aria-label={`Edit ${step.title}`}
                  onClick={() => onEdit(stepIndex)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              ) : null}
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
              {rowsFor(stepIndex, answers, stateName, prices).map((row) => (
                <div key={row.field} className="contents">
                  <dt className="text-sm font-medium text-muted-foreground">{row.label}</dt>
                  <dd
                    className={
                      row.value === NOT_GIVEN
                        ? 'text-muted-foreground italic'
                        : 'break-words whitespace-pre-line text-foreground'
                    }
                  >
                    {row.value}
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
