import { ArrowRight } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { saveHomeSelection, TEASER_CASE_TYPES, type TeaserCaseType } from '../api/home-selection';

const TEASER_STEPS = 5;
const TEASER_STEP = 1;

/** First question of the intake, on the home page; "Next Step" continues in the real questionnaire. */
export function CaseTypeTeaser() {
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
          <span>{`Step ${TEASER_STEP} of ${TEASER_STEPS}`}</span>
          <span>{`${percent}% Complete`}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Questionnaire progress"
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
            What type of legal issue are you dealing with?
          </legend>
          {TEASER_CASE_TYPES.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                caseType === option.value ? 'border-primary bg-primary-soft' : 'border-border hover:bg-navy-50',
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
              <span className="font-medium">{option.label}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" className="self-end">
          Next Step
          <ArrowRight aria-hidden="true" />
        </Button>
      </form>
    </Card>
  );
}
