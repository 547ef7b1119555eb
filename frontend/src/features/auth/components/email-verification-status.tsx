import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { useResendVerification } from '../api/email-ownership';

export const NOT_VERIFIED_TITLE = 'Your email is not verified yet';

/** The profile's email line: verified, or a notice with 'Resend link' (the server limits how often). */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const resend = useResendVerification();
  const queryClient = useQueryClient();

  if (verified) {
    return (
      <Badge className="mt-1">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        Verified
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
            title: 'Could not send the link',
            description: getErrorMessage(error, 'Please try again later.'),
          });
      },
    });

  return (
    <Alert variant="warning" className="mt-2">
      <MailWarning aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <AlertTitle>{NOT_VERIFIED_TITLE}</AlertTitle>
        <AlertDescription>
          <p>
            Open the link we sent to this address to confirm it is yours. You need a verified email to change
            it.
          </p>
          {resend.isSuccess ? (
            <p role="status" className="mt-2 font-medium">
              {resend.data.message}
            </p>
          ) : null}
        </AlertDescription>
        <Button variant="outline" size="sm" className="w-fit" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Resend link'}
        </Button>
      </div>
    </Alert>
  );
}
