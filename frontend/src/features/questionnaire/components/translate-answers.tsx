import { Languages, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';
import type { Answers } from '../api/answers';
import {
  translateAnswers,
  useTranslationAvailable,
  type TranslatedField,
  type TranslationResult,
} from '../api/answers-translation';
import { looksLikeEnglish } from '../api/language-check';
import { messages as m } from '../messages';

const REFUSALS = {
  amount_mismatch: m.translationAmount,
  date_mismatch: m.translationDate,
  number_mismatch: m.translationNumber,
  name_missing: m.translationName,
  empty: m.translationEmpty,
  unavailable: m.translationUnavailable,
} as const;

const LABELS = {
  disputeDescription: m.disputeLabel,
  attemptedResolution: m.resolutionLabel,
  evidenceDescription: m.evidenceLabel,
} as const;

/**
 * On a Spanish page, when the server has an LLM and the account is signed in: offers the English of the answers
 * below that do not read as English. The claimant reads each answer beside its English, may edit the English, and
 * only "Use the English" puts it in the answers; an English that changes a name, amount, date or number is refused
 * by the server, with the reason (issue 33, ADR 207).
 */
export function TranslateAnswers({ fields }: { fields: readonly TranslatedField[] }) {
  const t = useT();
  const id = useId();
  const { control, getValues, setValue } = useFormContext<Answers>();
  const values = useWatch({ control, name: [...fields] }) as Array<string | undefined>;
  const spanish = fields.filter((_f, i) => {
    const v = (values[i] ?? '').trim();
    return v !== '' && !looksLikeEnglish(v);
  });
  const available = useTranslationAvailable(t.language === 'es' && spanish.length > 0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [review, setReview] = useState<{
    results: TranslationResult[];
    english: Record<string, string>;
  } | null>(null);

  if (!available && !review) return null;

  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answers = getValues();
      const { results } = await translateAnswers({
        ...Object.fromEntries(spanish.map((f) => [f, answers[f] ?? ''])),
        ...(answers.plaintiffName ? { plaintiffName: answers.plaintiffName } : {}),
        ...(answers.defendantName ? { defendantName: answers.defendantName } : {}),
      });
      setReview({
        results,
        english: Object.fromEntries(results.flatMap((r) => (r.accepted ? [[r.field, r.english]] : []))),
      });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const use = () => {
    if (!review) return;
    for (const r of review.results) {
      if (r.accepted)
        setValue(r.field, review.english[r.field] ?? r.english, { shouldDirty: true, shouldValidate: true });
    }
    setReview(null);
  };

  if (!review) {
    return (
      <div className="rounded-md border border-navy-300 bg-surface p-4">
        <p className="text-sm">{t(m.translationOffer)}</p>
        <Button
          type="button"
          variant="outline"
          className="mt-3"
          onClick={() => void ask()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Languages aria-hidden="true" />
          )}
          {busy ? t(m.translating) : t(m.translate)}
        </Button>
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {t(m.translationUnavailable)}
          </p>
        ) : null}
      </div>
    );
  }

  const anyAccepted = review.results.some((r) => r.accepted);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-md border border-navy-300 bg-surface p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-heading">
        {t(m.translationReviewTitle)}
      </h3>
      <p className="text-sm text-muted-foreground">{t(m.translationReviewHelp)}</p>
      {review.results.map((r) => {
        const fieldId = `${id}-${r.field}`;
        const label = t(LABELS[r.field]);
        return (
          <div key={r.field} className="grid gap-3 sm:grid-cols-2">
            <div>
              <p className="text-sm font-medium text-muted-foreground">
                {t(m.translationYours, { field: label })}
              </p>
              <p lang="es" className="mt-1 whitespace-pre-line break-words">
                {getValues(r.field)}
              </p>
            </div>
            {r.accepted ? (
              <div>
                <label htmlFor={fieldId} className="text-sm font-medium text-muted-foreground">
                  {t(m.translationEnglish, { field: label })}
                </label>
                <Textarea
                  id={fieldId}
                  lang="en"
                  rows={5}
                  className="mt-1"
                  value={review.english[r.field] ?? ''}
                  onChange={(e) => {
                    const text = e.target.value;
                    setReview((prev) => prev && { ...prev, english: { ...prev.english, [r.field]: text } });
                  }}
                />
              </div>
            ) : (
              <p role="note" className="text-sm text-warning-foreground">
                {t(REFUSALS[r.code], { value: r.value ?? '' })}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-3">
        {anyAccepted ? (
          <Button type="button" onClick={use}>
            {t(m.translationUse)}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={() => setReview(null)}>
          {t(m.translationDiscard)}
        </Button>
      </div>
    </section>
  );
}
