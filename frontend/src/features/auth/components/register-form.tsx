import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { useRegister } from '@/lib/auth';
import { PASSWORD_MIN_LENGTH, registerInputSchema, type RegisterFormValues } from '../api/schemas';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

const switchLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

export function RegisterForm({
  onSuccess,
  onSwitchMode,
  defaultValues,
}: {
  onSuccess: () => void;
  /** when given, "Sign In" switches forms in place instead of opening /login */
  onSwitchMode?: () => void;
  /** e.g. the name and email already given in the questionnaire */
  defaultValues?: { name?: string; email?: string };
}) {
  const t = useT();
  const id = useId();
  const form = useForm<RegisterFormValues, unknown, RegisterFormValues>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: {
      name: defaultValues?.name ?? '',
      email: defaultValues?.email ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const register = useRegister({
    onSuccess: () => {
      toast({ title: translate(m.accountCreated), description: translate(m.accountReady) });
      onSuccess();
    },
    onError: (error) => {
      showFieldErrors(error, ['name', 'email', 'password'] as const, form.setError);
      toast({
        variant: 'destructive',
        title: translate(m.registrationFailed),
        description: getErrorMessage(error, translate(m.failedToCreate)),
      });
    },
  });

  // The schema already trimmed the name and trimmed + lower-cased the email.
  const onSubmit = form.handleSubmit(({ name, email, password }) =>
    register.mutate({ name, email, password }),
  );
  const { errors } = form.formState;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t(m.createAccountForm)}
    >
      <TextField
        id={`${id}-name`}
        label={t(m.fullName)}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        id={`${id}-email`}
        label={t(m.email)}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id={`${id}-password`}
        label={t(m.password)}
        type="password"
        autoComplete="new-password"
        hint={t(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id={`${id}-confirm`}
        label={t(m.confirmPassword)}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? t(m.creatingAccount) : t(m.createAccount)}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t(m.haveAccount)}{' '}
        {onSwitchMode ? (
          <button type="button" onClick={onSwitchMode} className={switchLinkClass}>
            {t(m.signIn)}
          </button>
        ) : (
          <Link href={paths.login.getHref()} className={switchLinkClass}>
            {t(m.signIn)}
          </Link>
        )}
      </p>
    </form>
  );
}
