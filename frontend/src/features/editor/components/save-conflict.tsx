import { AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { WordDiff } from './word-diff';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * Research R8: another tab or device saved first. The server's message says so; the diff shows what differs
 * between the version now active and the text here, which is still in the editor (nothing is lost).
 */
export function SaveConflict({
  message,
  currentVersion,
  currentContent,
  mine,
  onKeepMine,
  onDiscardMine,
}: {
  message: string;
  currentVersion: string;
  currentContent: string;
  mine: string;
  onKeepMine: () => void;
  onDiscardMine: () => void;
}) {
  const t = useT();
  const titleId = useId();
  // Only the short news is a live region (issue 32): the whole document inside the diff was read aloud before.
  return (
    <Alert variant="warning" role="region" aria-labelledby={titleId}>
      <AlertTriangle aria-hidden="true" />
      <AlertDescription className="min-w-0 flex-1 gap-3">
        <div role="alert" className="flex flex-col gap-1">
          <AlertTitle id={titleId}>{t(m.someoneSaved)}</AlertTitle>
          <p>{message}</p>
        </div>
        <p className="font-semibold">{t(m.differences, { version: currentVersion })}</p>
        <WordDiff before={currentContent} after={mine} className="bg-surface" />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" onClick={onKeepMine}>
            {t(m.keepMine)}
          </Button>
          <Button type="button" variant="outline" onClick={onDiscardMine}>
            {t(m.discardMine, { version: currentVersion })}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
