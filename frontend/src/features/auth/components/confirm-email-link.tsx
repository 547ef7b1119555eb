import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useConfirmEmailLink } from '../api/email-ownership';

const TEXT = {
  verify: { button: 'Confirm my email', done: 'Your email is verified.' },
  change: {
    button: 'Confirm the new email',
    done: 'Your email address is changed. Sign in with it from now on.',
  },
} as const;

/**
 * The page an emailed link opens: it acts only when the button is pressed (a POST), so a mail scanner that opens
 * the link changes nothing.
 */
export function ConfirmEmailLink({ token, kind }: { token: string | null; kind: 'verify' | 'change' }) {
  const confirm = useConfirmEmailLink(kind);

  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>
            This link is incomplete. Open the link from the email again, or ask for a new one on your account
            page.
          </p>
        </AlertDescription>
      </Alert>
    );
  }

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{TEXT[kind].done}</p>
            <p className="font-semibold break-all">{confirm.data.email}</p>
          </AlertDescription>
        </Alert>
        <Link
          href={paths.account.getHref()}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Go to your account
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {confirm.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <p>{getErrorMessage(confirm.error, 'Please try again later.')}</p>
            <p>The link may be old or used already. Ask for a new one on your account page.</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <Button className="w-full" onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? 'Confirming…' : TEXT[kind].button}
      </Button>
    </div>
  );
}
