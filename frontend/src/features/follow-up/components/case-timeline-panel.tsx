import { CalendarPlus, CheckCircle2, Circle, CircleAlert, CircleDot } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-client';
import { downloadCalendar } from '../api/download-calendar';
import { headlineText, stepText } from '../api/timeline-text';
import { useTimeline } from '../api/get-timeline';
import { useRecordOutcome } from '../api/record-outcome';
import { formatDay, parseDollars, type CaseOutcome, type TimelineStep } from '../api/types';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { amountCents, OutcomeChoice } from './outcome-choice';

const STATUS_TEXT = {
  done: m.stepDone,
  current: m.stepCurrent,
  upcoming: m.stepUpcoming,
  problem: m.stepProblem,
} as const satisfies Record<TimelineStep['status'], unknown>;

function StepIcon({ status }: { status: TimelineStep['status'] }) {
  const className = 'mt-0.5 size-5 shrink-0';
  if (status === 'done') return <CheckCircle2 className={`${className} text-primary`} aria-hidden="true" />;
  if (status === 'current') return <CircleDot className={`${className} text-primary`} aria-hidden="true" />;
  if (status === 'problem')
    return <CircleAlert className={`${className} text-warning-foreground`} aria-hidden="true" />;
  return <Circle className={`${className} text-muted-foreground`} aria-hidden="true" />;
}

/** The steps of a case's journey, in order (issue 30 appends the court steps to the same list). */
export function TimelineSteps({ steps }: { steps: TimelineStep[] }) {
  const t = useT();
  return (
    <ol aria-label={t(m.journey)} className="flex flex-col gap-4">
      {steps.map((step) => {
        const text = stepText(step);
        return (
          <li key={step.key} className="flex gap-3" data-step={step.key} data-status={step.status}>
            <StepIcon status={step.status} />
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-semibold text-heading">
                {text.label}
                <span className="sr-only">{t(m.stepStatus, { status: t(STATUS_TEXT[step.status]) })}</span>
              </p>
              {step.date ? (
                <p className="text-sm text-muted-foreground">
                  {step.dateIsEstimate ? t(m.expected, { date: formatDay(step.date) }) : formatDay(step.date)}
                </p>
              ) : null}
              {text.detail ? <p className="text-sm">{text.detail}</p> : null}
              {text.nextAction ? (
                <p className="text-sm font-medium text-primary">{t(m.next, { action: text.nextAction })}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function RecordOutcome({ caseId, current }: { caseId: string; current: CaseOutcome | null }) {
  const t = useT();
  const record = useRecordOutcome(caseId);
  const [choice, setChoice] = useState<CaseOutcome | null>(current);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const save = () => {
    if (!choice) return;
    const cents =
      choice === 'paid_in_full' || choice === 'paid_in_part' ? amountCents(amount, parseDollars) : undefined;
    if (cents === null) {
      setAmountError(t(m.amountFormat));
      return;
    }
    setAmountError(null);
    record.mutate({ outcome: choice, ...(cents !== undefined ? { amountReceivedCents: cents } : {}) });
  };
  return (
    <form
      className="flex flex-col gap-4 border-t border-border pt-6"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <OutcomeChoice
        legend={current ? t(m.updateWhat) : t(m.recordWhat)}
        value={choice}
        onChange={setChoice}
        amount={amount}
        onAmountChange={setAmount}
        amountError={amountError}
      />
      {record.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{getErrorMessage(record.error, t(m.pleaseTryAgain))}</AlertDescription>
        </Alert>
      ) : null}
      {record.isSuccess ? (
        <p role="status" className="text-sm font-medium text-primary">
          {t(m.saved)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={!choice || record.isPending}>
          {record.isPending ? t(m.saving) : t(m.saveWhat)}
        </Button>
      </div>
    </form>
  );
}

/**
 * The document page's "What happens next" (issue 29): the case's journey (letter ready → mailed → delivered →
 * response date → outcome) with dates and the next action, the outcome form, and the calendar file.
 */
export function CaseTimelinePanel({ caseId }: { caseId: string }) {
  const t = useT();
  const headingId = useId();
  const timeline = useTimeline(caseId);
  const [calendarError, setCalendarError] = useState<string | null>(null);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={headingId}>{t(m.whatNext)}</CardTitle>
          {timeline.data ? (
            <Badge
              variant={timeline.data.outcome?.outcome === 'paid_in_full' ? 'default' : 'secondary'}
              data-testid="case-headline"
            >
              {headlineText(timeline.data)}
            </Badge>
          ) : null}
        </div>
        <CardDescription>{t(m.whatNextIntro)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {timeline.isPending ? (
          <div className="flex flex-col gap-3" role="status" aria-live="polite">
            <span className="sr-only">{t(m.loadingJourney)}</span>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        ) : timeline.isError ? (
          <Alert variant="warning" role="alert">
            <AlertDescription>{getErrorMessage(timeline.error, t(m.journeyFailed))}</AlertDescription>
          </Alert>
        ) : (
          <>
            <TimelineSteps steps={timeline.data.steps} />
            <div className="flex flex-col gap-2">
              <div>
                <Button
                  type="button"
                  variant="outline"
                  className="h-auto min-h-11 max-w-full text-left whitespace-normal"
                  onClick={() => {
                    setCalendarError(null);
                    downloadCalendar(caseId).catch(() => setCalendarError(t(m.calendarFailed)));
                  }}
                >
                  <CalendarPlus aria-hidden="true" />
                  {t(m.addToCalendar)}
                </Button>
              </div>
              {calendarError ? (
                <p role="alert" className="text-sm text-destructive">
                  {calendarError}
                </p>
              ) : null}
            </div>
            <RecordOutcome caseId={caseId} current={timeline.data.outcome?.outcome ?? null} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
