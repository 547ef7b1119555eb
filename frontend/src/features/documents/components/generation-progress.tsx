import { Check, Circle, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { GenerationStatus } from '../api/get-generation';

/** The steps a document goes through, in order; "Ready" is the last (spec: queued, drafting, rendering). */
export const GENERATION_STEPS = [
  { id: 'queued', label: 'Queued', detail: 'Your document is in line to be written.' },
  { id: 'drafting', label: 'Drafting', detail: "Writing it from your answers and your state's law." },
  { id: 'rendering', label: 'Rendering', detail: 'Laying it out as a printable letter.' },
  { id: 'completed', label: 'Ready', detail: 'Your document is ready.' },
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
      return 'Drafting your document.';
    case 'rendering':
      return 'Rendering your document.';
    case 'completed':
      return 'Your document is ready. Opening it now.';
    default:
      return 'Your document is queued.';
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
  const active = activeStepIndex(stage);
  const done = stage === 'completed';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">Generating your document</h3>
        <p className="text-muted-foreground">
          This usually takes a few seconds. You can stay on this page; it updates by itself.
        </p>
      </div>
      <p
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="font-medium text-primary-soft-foreground"
      >
        {stageAnnouncement(stage)}
      </p>
      <ol aria-label="Document progress" className="flex flex-col gap-3 sm:flex-row sm:gap-2">
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
                  <span className="sr-only">{`Step ${index + 1}: `}</span>
                  {step.label}
                  {complete ? <span className="sr-only"> (done)</span> : null}
                </span>
                <span className="text-sm">{step.detail}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {statusError ? (
        <p className="text-sm text-muted-foreground">
          We can't check on your document right now. We'll keep trying, or you can reload the page.
        </p>
      ) : null}
    </div>
  );
}
