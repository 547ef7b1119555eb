import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useConfirmEnrolment, useStartEnrolment } from '../api/two-factor';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** Groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Enrolment: a QR code (and the secret as text) for an authenticator app, the first code to confirm it, then the
 * recovery codes. `onDone` runs when the person has seen the codes.
 */
export function TwoFactorSetup({ onDone, replacing = false }: { onDone: () => void; replacing?: boolean }) {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();

  if (confirm.data) return <RecoveryCodes codes={confirm.data.recoveryCodes} onDone={onDone} doneLabel="I saved my codes, continue" />;

  if (!start.data && !replacing) {
    // The first setup needs the one-time code handed out with the role: a password alone cannot set it up.
    return (
      <div className="flex flex-col gap-4">
        <p>
          Staff and auditor accounts sign in with a second step: a 6-digit code from an authenticator app on your phone
          (Google Authenticator, Microsoft Authenticator, 1Password, Authy…). To set it up, enter the one-time enrolment
          code you were given with your role.
        </p>
        <CodeForm
          label="One-time enrolment code"
          hint="Given to you with your staff or auditor role; it works once, for 24 hours."
          submitLabel="Set up authenticator app"
          pending={start.isPending}
          onSubmit={(code) => start.mutateAsync(code)}
        />
      </div>
    );
  }

  if (!start.data) {
    return (
      <div className="flex flex-col gap-4">
        <p>Set up a new authenticator app. Your current one keeps working until you confirm the new one.</p>
        <Button
          className="self-start"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onError: (error) =>
                toast({ variant: 'destructive', title: 'Setup failed', description: getErrorMessage(error, 'Please try again.') }),
            })
          }
        >
          {start.isPending ? 'Preparing…' : 'Set up authenticator app'}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ol className="flex list-decimal flex-col gap-4 pl-5">
        <li>
          <p>Scan this QR code with your authenticator app.</p>
          <img src={start.data.qrCode} alt="QR code for your authenticator app" width={240} height={240} className="mt-2 rounded border border-border bg-white" />
        </li>
        <li>
          <p>Can't scan it? Enter this key in the app instead (time-based):</p>
          <p className="mt-1 font-mono text-lg tracking-wider break-all" data-testid="totp-secret">
            {grouped(start.data.secret)}
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app shows to finish.</p>
        </li>
      </ol>
      <CodeForm
        label="6-digit code"
        hint="The code changes every 30 seconds."
        submitLabel="Verify and turn on"
        pending={confirm.isPending}
        onSubmit={(code) => confirm.mutateAsync(code)}
      />
    </div>
  );
}
