import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { forgotPasswordSchema, useRequestPasswordReset, type ForgotPasswordValues } from '../api/password-reset';
import { TextField } from './text-field';

export const RESET_LINK_SENT =
  'If an account exists for this email, we sent a link to reset the password. It is valid for 30 minutes.';

export function ForgotPasswordForm() {
  const id = useId();
  const form = useForm<ForgotPasswordValues, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((values) =>
    requestReset.mutate(values, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Request failed',
          description: getErrorMessage(error, 'Please try again later.'),
        }),
    }),
  );

  if (requestReset.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{RESET_LINK_SENT}</p>
          </AlertDescription>
        </Alert>
        <Link href={paths.login.getHref()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5" aria-label="Reset password">
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={requestReset.isPending} className="w-full">
        {requestReset.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
      <Link href={paths.login.getHref()} className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </form>
  );
}
