import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/reminder-preferences';

/** The page of a reminder's unsubscribe link: the button stops the reminders (a POST; opening the link does not). */
export function UnsubscribeConfirmation({
  token,
  accountHref,
}: {
  token: string | null;
  accountHref: string;
}) {
  const unsubscribe = useUnsubscribe();
  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          This link is incomplete. Turn reminders off on your account page instead.
        </AlertDescription>
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertDescription>
          <p>You will get no more case reminders.</p>
          <p>
            You can turn them on again on{' '}
            <Link href={accountHref} className="font-semibold underline">
              your account page
            </Link>
            .
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {unsubscribe.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{getErrorMessage(unsubscribe.error, 'Please try again.')}</AlertDescription>
        </Alert>
      ) : null}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? 'Stopping…' : 'Stop case reminders'}
      </Button>
    </div>
  );
}
