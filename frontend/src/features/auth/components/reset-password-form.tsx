import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import {
  resetPasswordSchema,
  useConfirmPasswordReset,
  type ResetPasswordValues,
} from '../api/password-reset';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../email-links.messages';

export function ResetPasswordForm({ token, onSuccess }: { token: string | null; onSuccess: () => void }) {
  const t = useT();
  const id = useId();
  const form = useForm<ResetPasswordValues, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const confirm = useConfirmPasswordReset();
  const { errors } = form.formState;

  if (!token) {
    return (
      <Alert variant="warning" role="alert">
        <AlertDescription>
          <p>
            {t.rich(m.resetIncomplete, {
              link: (chunks) => (
                <Link href={paths.forgotPassword.getHref()} className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </AlertDescription>
      </Alert>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast({ title: t(m.passwordUpdated), description: t(m.passwordUpdatedBody) });
          onSuccess();
        },
        onError: (error) => {
          // A refused password shows under the field; a dead link (code link_invalid) as a sentence in the toast.
          if (showFieldErrors(error, ['password'] as const, form.setError)) return;
          toast({
            variant: 'destructive',
            title: t(m.resetFailed),
            description: getErrorMessage(error, t(m.couldNotReset)),
          });
        },
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t(m.resetTitle)}
    >
      <TextField
        id={`${id}-password`}
        label={t(m.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={t(m.passwordHint)}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t(m.confirmNewPassword)}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? t(m.saving) : t(m.setNewPassword)}
      </Button>
    </form>
  );
}
