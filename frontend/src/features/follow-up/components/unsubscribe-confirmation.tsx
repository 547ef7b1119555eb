import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/reminder-preferences';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The page of a reminder's unsubscribe link: the button stops the reminders (a POST; opening the link does not). */
export function UnsubscribeConfirmation({
  token,
  accountHref,
}: {
  token: string | null;
  accountHref: string;
}) {
  const t = useT();
  const unsubscribe = useUnsubscribe();
  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>{t(m.unsubscribeIncomplete)}</AlertDescription>
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" />
        <AlertDescription>
          <p>{t(m.unsubscribed)}</p>
          <p>
            {t.rich(m.turnOnAgain, {
              link: (chunks) => (
                <Link href={accountHref} className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {unsubscribe.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{getErrorMessage(unsubscribe.error, t(m.pleaseTryAgain))}</AlertDescription>
        </Alert>
      ) : null}
      <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? t(m.stopping) : t(m.stopReminders)}
      </Button>
    </div>
  );
}
