import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useConfirmEmailLink } from '../api/email-ownership';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../email-links.messages';

const TEXT = {
  verify: { button: m.verifyButton, done: m.verifyDone },
  change: { button: m.changeButton, done: m.changeDone },
} as const;

/**
 * The page an emailed link opens: it acts only when the button is pressed (a POST), so a mail scanner that opens
 * the link changes nothing.
 */
export function ConfirmEmailLink({ token, kind }: { token: string | null; kind: 'verify' | 'change' }) {
  const t = useT();
  const confirm = useConfirmEmailLink(kind);

  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>{t(m.linkIncomplete)}</p>
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
            <p>{t(TEXT[kind].done)}</p>
            <p className="font-semibold break-all">{confirm.data.email}</p>
          </AlertDescription>
        </Alert>
        <Link
          href={paths.account.getHref()}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t(m.goToAccount)}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {confirm.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <p>{getErrorMessage(confirm.error, t(m.tryLater))}</p>
            <p>{t(m.linkOld)}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <Button className="w-full" onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? t(m.confirming) : t(TEXT[kind].button)}
      </Button>
    </div>
  );
}
