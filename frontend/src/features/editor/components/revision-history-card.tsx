import { CheckCircle2, History, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { Revision } from '../api/types';
import { WordDiff } from './word-diff';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function authorOf(revision: Revision, currentUserId: string | null): string {
  if (revision.authorId === null) return 'SueGo';
  return revision.authorId === currentUserId ? 'You' : 'Case owner';
}

/**
 * Document History: every revision (version, summary, author, time), the active one highlighted; Activate and
 * Restore on the others, and a word-level comparison of any two.
 */
export function RevisionHistoryCard({
  revisions,
  currentUserId,
  onActivate,
  onRestore,
  pendingId,
  busy,
}: {
  revisions: readonly Revision[];
  currentUserId: string | null;
  onActivate: (revision: Revision) => void;
  onRestore: (revision: Revision) => void;
  /** the revision whose Activate is in flight */
  pendingId: string | null;
  /** a save or activation is in flight: the buttons wait */
  busy: boolean;
}) {
  const newestFirst = [...revisions].reverse();
  const active = revisions.find((r) => r.isActive) ?? revisions.at(-1);
  const [fromId, setFromId] = useState<string>(() => revisions.at(-2)?.id ?? revisions[0]?.id ?? '');
  const [toId, setToId] = useState<string>(() => active?.id ?? '');
  const from = revisions.find((r) => r.id === fromId) ?? revisions[0];
  const to = revisions.find((r) => r.id === toId) ?? active;

  return (
    <Card aria-labelledby="history-title">
      <CardHeader>
        <CardTitle id="history-title" className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden="true" />
          Document History
        </CardTitle>
        <CardDescription>Every version you saved. Nothing is ever deleted.</CardDescription>
      </CardHeader>
      <ol className="flex flex-col gap-2" aria-label="Revisions">
        {newestFirst.map((revision) => (
          <li
            key={revision.id}
            aria-current={revision.isActive ? 'true' : undefined}
            className={cn(
              'flex flex-col gap-2 rounded-md border p-3 text-sm',
              revision.isActive ? 'border-primary bg-primary-soft/60' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-heading">Version {revision.version}</span>
              {revision.isActive ? (
                <Badge>
                  <CheckCircle2 className="size-3" aria-hidden="true" />
                  Active
                </Badge>
              ) : null}
            </div>
            <p className="break-words">{revision.editSummary}</p>
            <p className="text-xs text-muted-foreground">
              {authorOf(revision, currentUserId)} · {when.format(new Date(revision.createdAt))}
            </p>
            {revision.isActive ? null : (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Activate version ${revision.version}`}
                  onClick={() => onActivate(revision)}
                >
                  {pendingId === revision.id ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                  Activate
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Restore version ${revision.version} as a new version`}
                  onClick={() => onRestore(revision)}
                >
                  <RotateCcw aria-hidden="true" />
                  Restore
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {revisions.length > 1 && from && to ? (
        <section aria-labelledby="compare-title" className="flex flex-col gap-3">
          <h3 id="compare-title" className="font-semibold text-heading">
            Compare versions
          </h3>
          <div className="grid grid-cols-2 gap-2 text-sm">
            <label className="flex flex-col gap-1">
              <span>From version</span>
              <VersionSelect revisions={revisions} value={from.id} onChange={setFromId} />
            </label>
            <label className="flex flex-col gap-1">
              <span>To version</span>
              <VersionSelect revisions={revisions} value={to.id} onChange={setToId} />
            </label>
          </div>
          <WordDiff before={from.content} after={to.content} />
        </section>
      ) : null}
    </Card>
  );
}

function VersionSelect({
  revisions,
  value,
  onChange,
}: {
  revisions: readonly Revision[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <select
      className="h-10 rounded-md border border-input bg-surface px-2 text-sm"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {revisions.map((r) => (
        <option key={r.id} value={r.id}>
          Version {r.version}
        </option>
      ))}
    </select>
  );
}
