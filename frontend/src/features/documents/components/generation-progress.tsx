import { Check, Circle, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { GenerationStatus } from '../api/get-generation';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The steps a document goes through, in order; "Ready" is the last (spec: queued, drafting, rendering). */
export const GENERATION_STEPS = [
  { id: 'queued', label: m.queued, detail: m.queuedDetail },
  { id: 'drafting', label: m.drafting, detail: m.draftingDetail },
  { id: 'rendering', label: m.rendering, detail: m.renderingDetail },
  { id: 'completed', label: m.ready, detail: m.readyDetail },
] as const;

/** Index of the active step for a stage; anything not yet started counts as queued. */
export function activeStepIndex(stage: GenerationStatus['stage'] | undefined): number {
  const index = GENERATION_STEPS.findIndex((step) => step.id === stage);
  return index === -1 ? 0 : index;
}

/** What the live region says for a stage. */
export function stageAnnouncement(stage: GenerationStatus['stage'] | undefined): string {
  switch (stage) {
    case 'drafting':
      return translate(m.announceDrafting);
    case 'rendering':
      return translate(m.announceRendering);
    case 'completed':
      return translate(m.announceReady);
    default:
      return translate(m.announceQueued);
  }
}

/**
 * "Generating your document": an ordered list of the steps with aria-current on the active one, and
 * a polite live region that announces each new stage to screen readers.
 */
export function GenerationProgress({
  stage,
  statusError = false,
}: {
  stage: GenerationStatus['stage'] | undefined;
  /** the status could not be read just now (we keep trying) */
  statusError?: boolean;
}) {
  const t = useT();
  const active = activeStepIndex(stage);
  const done = stage === 'completed';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">{t(m.generating)}</h3>
        <p className="text-muted-foreground">{t(m.generatingBody)}</p>
      </div>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="font-medium text-primary-soft-foreground"
      >
        {stageAnnouncement(stage)}
      </p>
      <ol aria-label={t(m.progressLabel)} className="flex flex-col gap-3 sm:flex-row sm:gap-2">
        {GENERATION_STEPS.map((step, index) => {
          const complete = index < active || (done && index === active);
          const current = index === active;
          return (
            <li
              key={step.id}
              aria-current={current ? 'step' : undefined}
              data-state={complete ? 'complete' : current ? 'current' : 'upcoming'}
              className={cn(
                'flex flex-1 items-start gap-3 rounded-lg border p-3 sm:flex-col sm:gap-2',
                current ? 'border-primary bg-primary-soft' : 'border-border',
                !complete && !current && 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full',
                  complete
                    ? 'bg-primary text-primary-foreground'
                    : current
                      ? 'bg-surface ring-2 ring-primary'
                      : 'ring-1 ring-navy-300',
                )}
                aria-hidden="true"
              >
                {complete ? (
                  <Check className="size-4" />
                ) : current ? (
                  <Loader2 className="size-4 animate-spin text-primary motion-reduce:animate-none" />
                ) : (
                  <Circle className="size-2 fill-current" />
                )}
              </span>
              <span className="flex flex-col">
                <span className={cn('font-semibold', (complete || current) && 'text-heading')}>
                  <span className="sr-only">{`${t(m.stepN, { n: index + 1 })} `}</span>
                  {t(step.label)}
                  {complete ? <span className="sr-only">{` ${t(m.done)}`}</span> : null}
                </span>
                <span className="text-sm">{t(step.detail)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {statusError ? <p className="text-sm text-muted-foreground">{t(m.statusError)}</p> : null}
    </div>
  );
}
