import { Loader2, Save } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { clearEditorDraft, loadEditorDraft, saveEditorDraft } from '@/lib/editor-drafts';
import { useActivateRevision } from '../api/activate-revision';
import { useSaveRevision } from '../api/save-revision';
import type { Revision } from '../api/types';
import { addedLawStatements } from '../api/unconfirmed-law';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { RevisionHistoryCard } from './revision-history-card';
import { SaveConflict } from './save-conflict';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const discardMessage = () => translate(m.discard);

/** The working copy: null while the editor simply shows the active revision. */
interface WorkingCopy {
  content: string;
  baseVersion: string;
}

/**
 * The editor proper (spec §2 Document Editor): the text of the active revision, the edit summary and Save
 * Version, the save conflict view, and the history card (in `aside`, below the complexity and attorney cards).
 */
export function DocumentWorkspace({
  caseId,
  documentId = null,
  revisions,
  currentUserId,
  showHistory,
  aside,
}: {
  caseId: string;
  /** A later document of the case (ADR 180); null for the first one. */
  documentId?: string | null;
  /** oldest first, at least one */
  revisions: readonly Revision[];
  currentUserId: string | null;
  showHistory: boolean;
  aside?: ReactNode;
}) {
  const t = useT();
  const active = revisions.find((r) => r.isActive) ?? revisions.at(-1)!;
  // Unsaved text is kept per document: the first one under the case's id, as before.
  const draftKey = documentId === null ? caseId : `${caseId}:${documentId}`;
  const [working, setWorking] = useState<WorkingCopy | null>(() => {
    const draft = loadEditorDraft(draftKey);
    return draft && draft.content !== active.content ? draft : null;
  });
  const [restored] = useState(() => working !== null);
  const [showRestored, setShowRestored] = useState(restored);
  const [editSummary, setEditSummary] = useState('');
  const [conflict, setConflict] = useState<{ message: string } | null>(null);
  const save = useSaveRevision(caseId, documentId);
  const activate = useActivateRevision(caseId, documentId);

  const content = working?.content ?? active.content;
  // A saved version of the claimant's that states law the drafter did not write: warned, never refused (issue 43).
  const drafted = revisions.find((r) => r.authorId === null) ?? revisions[0];
  const addedLaw = useMemo(
    () =>
      drafted && active.authorId !== null && active.id !== drafted.id
        ? addedLawStatements(drafted.content, active.content)
        : [],
    [drafted, active],
  );
  const dirty = working !== null && working.content !== active.content;
  useUnsavedChangesGuard(dirty);

  // Keep unsaved text in this browser (debounced: a keystroke must not write 100 KB each time).
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = setTimeout(() => {
      if (dirty && working) saveEditorDraft(draftKey, working);
      else clearEditorDraft(draftKey);
    }, 300);
    return () => clearTimeout(timer);
  }, [draftKey, dirty, working]);

  const reset = () => {
    setWorking(null);
    setConflict(null);
    setShowRestored(false);
    clearEditorDraft(draftKey);
  };

  const submit = (text: string, summary: string, baseVersion: string, after?: () => void) => {
    save.mutate(
      { content: text, editSummary: summary, baseVersion },
      {
        onSuccess: () => {
          reset();
          after?.();
          toast({ title: translate(m.saved), description: translate(m.savedBody) });
        },
        onError: (error) => {
          const message = getErrorMessage(error, translate(m.pleaseTryAgain));
          toast({ variant: 'destructive', title: translate(m.saveFailed), description: message });
          if (error instanceof ApiError && error.status === 409) setConflict({ message });
        },
      },
    );
  };

  const onSave = () => {
    const summary = editSummary.trim();
    if (summary === '') {
      toast({
        variant: 'destructive',
        title: translate(m.summaryRequired),
        description: translate(m.summaryRequiredBody),
      });
      return;
    }
    submit(content, summary, working?.baseVersion ?? active.version, () => setEditSummary(''));
  };

  const onActivate = (revision: Revision) => {
    if (dirty && !window.confirm(discardMessage())) return;
    activate.mutate(revision.id, {
      onSuccess: () => {
        reset();
        toast({ title: translate(m.activated), description: translate(m.activatedBody) });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: translate(m.activationFailed),
          description: getErrorMessage(error, translate(m.pleaseTryAgain)),
        });
      },
    });
  };

  const onRestore = (revision: Revision) => {
    if (dirty && !window.confirm(discardMessage())) return;
    submit(revision.content, `Restored version ${revision.version}`, active.version);
  };

  const pending = save.isPending || activate.isPending;
  const canSave = content.trim() !== '' && !save.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
        {conflict ? (
          <SaveConflict
            message={conflict.message}
            currentVersion={active.version}
            currentContent={active.content}
            mine={content}
            onKeepMine={() => {
              setWorking({ content, baseVersion: active.version });
              setConflict(null);
            }}
            onDiscardMine={reset}
          />
        ) : null}
        {showRestored && dirty ? (
          <Alert variant="info">
            <AlertDescription className="flex-1">
              <AlertTitle>{t(m.restoredTitle)}</AlertTitle>
              <p>{t(m.restoredBody)}</p>
              <div>
                <Button type="button" size="sm" variant="outline" onClick={reset}>
                  {t(m.discardUnsaved)}
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        ) : null}
        {addedLaw.length > 0 ? (
          <Alert variant="warning" data-testid="unconfirmed-law">
            <AlertDescription className="flex-1">
              <AlertTitle>{t(m.unconfirmedLawTitle)}</AlertTitle>
              <p>{t(m.unconfirmedLawBody, { version: active.version })}</p>
              <ul className="list-disc pl-5" lang="en">
                {addedLaw.slice(0, 8).map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        <Card className="gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label htmlFor="document-text" className="font-semibold text-heading">
              {t(m.documentText)}
              {t.language === 'en' ? null : (
                <span className="block text-sm font-normal text-muted-foreground">
                  {t(m.documentTextEnglish)}
                </span>
              )}
            </label>
            <div className="flex items-center gap-2">
              {dirty ? <span className="text-sm text-muted-foreground">{t(m.unsaved)}</span> : null}
              <Badge variant="secondary">{t(m.version, { version: active.version })}</Badge>
            </div>
          </div>
          <Textarea
            id="document-text"
            value={content}
            onChange={(e) =>
              setWorking({ content: e.target.value, baseVersion: working?.baseVersion ?? active.version })
            }
            placeholder={t(m.placeholder)}
            lang="en"
            spellCheck
            className="min-h-[500px] font-mono text-sm leading-relaxed"
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor="edit-summary" className="text-sm font-semibold">
                {t(m.editSummary)}
              </label>
              <Input
                id="edit-summary"
                value={editSummary}
                maxLength={500}
                onChange={(e) => setEditSummary(e.target.value)}
                placeholder={t(m.summaryPlaceholder)}
              />
            </div>
            <Button type="button" onClick={onSave} disabled={!canSave} aria-busy={save.isPending}>
              {save.isPending ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              {save.isPending ? t(m.saving) : t(m.saveVersion)}
            </Button>
          </div>
        </Card>
      </div>
      <aside className="flex min-w-0 flex-col gap-4" aria-label={t(m.asideLabel)}>
        {aside}
        {showHistory ? (
          <RevisionHistoryCard
            key={revisions.map((r) => r.id).join()}
            revisions={revisions}
            currentUserId={currentUserId}
            onActivate={onActivate}
            onRestore={onRestore}
            pendingId={activate.isPending ? (activate.variables ?? null) : null}
            busy={pending}
          />
        ) : null}
      </aside>
    </div>
  );
}
