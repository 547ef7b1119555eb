import { KeyRound } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The recovery codes, shown once: each signs in one time when the phone is not at hand. */
export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning" role="status">
        <KeyRound aria-hidden="true" />
        <div>
          <AlertTitle>Save your recovery codes now</AlertTitle>
          <AlertDescription>
            <p>
              Each code works once instead of a code from your app, if you lose your phone. They are shown only this once: keep
              them somewhere safe, such as a password manager.
            </p>
          </AlertDescription>
        </div>
      </Alert>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="rounded border border-border bg-surface px-3 py-2">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>
          Copy codes
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </div>
  );
}
