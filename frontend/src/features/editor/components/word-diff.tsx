import { diffWords } from 'diff';
import { useMemo } from 'react';
import { cn } from '@/lib/utils';

/**
 * Word-level differences between two texts: deletions struck through in red, additions underlined in teal.
 * Whitespace is kept (`pre-wrap`), so line breaks read as in the letter.
 */
export function WordDiff({
  before,
  after,
  className,
  label = 'Differences',
}: {
  before: string;
  after: string;
  className?: string;
  /** accessible name of the scrollable region */
  label?: string;
}) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <div
      data-testid="word-diff"
      // Scrollable: keyboard users reach it with Tab and scroll it with the arrow keys (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn(
        'max-h-[28rem] overflow-auto rounded-md border border-border bg-background p-3 font-mono text-sm leading-relaxed whitespace-pre-wrap',
        className,
      )}
    >
      {changed ? null : <p className="mb-2 font-sans text-muted-foreground">No differences.</p>}
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i} className="bg-primary-soft text-primary-soft-foreground underline decoration-2">
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className="bg-destructive-soft text-destructive-soft-foreground line-through">
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  );
}
