import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { cn } from '@/lib/utils';
import { saveHomeSelection, TEASER_CASE_TYPES, type TeaserCaseType } from '../api/home-selection';
import { messages as m } from '../teaser.messages';

const TEASER_STEPS = 5;
const TEASER_STEP = 1;

/** First question of the intake, on the home page; "Next Step" continues in the real questionnaire. */
export function CaseTypeTeaser() {
  const t = useT();
  const [caseType, setCaseType] = useState<TeaserCaseType>('landlord');
  const [, navigate] = useLocation();
  const legendId = useId();
  const percent = Math.round((TEASER_STEP / TEASER_STEPS) * 100);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveHomeSelection(caseType);
    navigate(paths.questionnaire.getHref());
  };

  return (
    <Card className="gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          <span>{t(m.stepOf, { step: TEASER_STEP, total: TEASER_STEPS })}</span>
          <span>{t(m.percentComplete, { percent })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t(m.progressLabel)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-navy-100"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <fieldset aria-labelledby={legendId} className="flex flex-col gap-3">
          <legend id={legendId} className="mb-3 text-lg font-semibold text-heading">
            {t(m.question)}
          </legend>
          {TEASER_CASE_TYPES.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                caseType === option.value
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:bg-navy-50',
              )}
            >
              <input
                type="radio"
                name="caseType"
                value={option.value}
                checked={caseType === option.value}
                onChange={() => setCaseType(option.value)}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              <span className="font-medium">{t(option.message)}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="self-end">
          {t(m.nextStep)}
          <ArrowRight aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}
