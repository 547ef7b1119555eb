import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { changeEmailSchema, useRequestEmailChange, type ChangeEmailValues } from '../api/email-ownership';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../email-links.messages';

/**
 * Change email: the new address and the current password. Nothing changes until the link sent to the new address
 * is opened; the old address is told when it happens.
 */
export function ChangeEmailForm() {
  const t = useT();
  const id = useId();
  const form = useForm<ChangeEmailValues, unknown, ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const change = useRequestEmailChange();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const message = getErrorMessage(error, t(m.tryLater));
        if (message.startsWith('password')) form.setError('password', { message: t(m.wrongPassword) });
        else if (message.startsWith('An account with this email'))
          form.setError('newEmail', { message: t(m.emailTaken) });
        else if (message.startsWith('newEmail'))
          // i18n-exempt: the server's field sentence, named for the reader (the refusal codes come with issue 195's 400s)
          form.setError('newEmail', { message: message.replace(/^newEmail/, 'This address') });
        else toast({ variant: 'destructive', title: t(m.couldNotChange), description: message });
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t(m.changeEmail)}
    >
      <h3 className="font-semibold text-heading">{t(m.changeEmail)}</h3>
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>
              {t.language === 'en'
                ? change.data.message
                : t(m.changeSent, {
                    email: change.variables.newEmail,
                    hours: /within (\d+) hours/.exec(change.data.message)?.[1] ?? '24',
                  })}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <TextField
        id={`${id}-new-email`}
        label={t(m.newEmail)}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        id={`${id}-password`}
        label={t(m.currentPassword)}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="outline" className="w-fit" disabled={change.isPending}>
        {change.isPending ? t(m.sending) : t(m.sendConfirmation)}
      </Button>
    </form>
  );
}
