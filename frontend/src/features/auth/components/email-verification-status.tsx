import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { useResendVerification } from '../api/email-ownership';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * The server's "We sent a new link to {email}. It works for {hours} hours." in the page's language (issue 33): its
 * English as it is on an English page or when it reads otherwise.
 */
function resentSentence(message: string, language: string): string {
  const sent = /^We sent a new link to (.+)\. It works for (\d+) hours\.$/.exec(message);
  if (language === 'en' || !sent) return message;
  return translate(m.verifyResent, { email: sent[1], hours: Number(sent[2]) });
}

/** The profile's email line: verified, or a notice with 'Resend link' (the server limits how often). */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const t = useT();
  const resend = useResendVerification();
  const queryClient = useQueryClient();

  if (verified) {
    return (
      <Badge className="mt-1">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        {t(m.verified)}
      </Badge>
    );
  }

  const onResend = () =>
    resend.mutate(undefined, {
      onError: (error) => {
        // Verified meanwhile (in another tab): show it.
        if (error instanceof ApiError && error.status === 409)
          void queryClient.invalidateQueries({ queryKey: authKeys.me });
        else
          toast({
            variant: 'destructive',
            title: translate(m.couldNotSend),
            description: getErrorMessage(error, translate(m.tryLater)),
          });
      },
    });

  return (
    <Alert variant="warning" className="mt-2">
      <MailWarning aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <AlertTitle>{t(m.notVerifiedTitle)}</AlertTitle>
        <AlertDescription>
          <p>{t(m.notVerifiedBody)}</p>
          {resend.isSuccess ? (
            <p role="status" className="mt-2 font-medium">
              {resentSentence(resend.data.message, t.language)}
            </p>
          ) : null}
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t(m.sending) : t(m.resendLink)}
        </Button>
      </div>
    </Alert>
  );
}
