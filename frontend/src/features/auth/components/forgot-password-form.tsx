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
import {
  forgotPasswordSchema,
  useRequestPasswordReset,
  type ForgotPasswordValues,
} from '../api/password-reset';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../email-links.messages';

export function ForgotPasswordForm() {
  const t = useT();
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
          title: t(m.requestFailed),
          description: getErrorMessage(error, t(m.tryLater)),
        }),
    }),
  );

  if (requestReset.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{t(m.resetLinkSent)}</p>
          </AlertDescription>
        </Alert>
        <Link
          href={paths.login.getHref()}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t(m.backToSignIn)}
        </Link>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t(m.resetPassword)}
    >
      <TextField
        id={`${id}-email`}
        label={t(m.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={requestReset.isPending} className="w-full">
        {requestReset.isPending ? t(m.sending) : t(m.sendResetLink)}
      </Button>
      <Link
        href={paths.login.getHref()}
        className="text-center text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {t(m.backToSignIn)}
      </Link>
    </form>
  );
}
