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

/**
 * Change email: the new address and the current password. Nothing changes until the link sent to the new address
 * is opened; the old address is told when it happens.
 */
export function ChangeEmailForm() {
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
        const message = getErrorMessage(error, 'Please try again later.');
        if (message.startsWith('password'))
          form.setError('password', { message: 'This password is not correct' });
        else if (message.startsWith('newEmail') || message.startsWith('An account with this email'))
          form.setError('newEmail', { message: message.replace(/^newEmail/, 'This address') });
        else toast({ variant: 'destructive', title: 'Could not change the email', description: message });
      },
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Change email"
    >
      <h3 className="font-semibold text-heading">Change email</h3>
      {change.isSuccess ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{change.data.message}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <TextField
        id={`${id}-new-email`}
        label="New email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <TextField
        id={`${id}-password`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" variant="outline" className="w-fit" disabled={change.isPending}>
        {change.isPending ? 'Sending…' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
