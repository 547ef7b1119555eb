import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { useLogin, type User } from '@/lib/auth';
import { loginInputSchema, type LoginFormValues } from '../api/schemas';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/runtime';
import { messages as m } from '../messages';

const switchLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

export function LoginForm({
  onSuccess,
  onSwitchMode,
}: {
  /** receives the signed-in user (a staff session is `secondFactor: 'pending'` until the TOTP step) */
  onSuccess: (user: User) => void;
  /** when given, "Create Account" switches forms in place instead of opening /register */
  onSwitchMode?: () => void;
}) {
  const t = useT();
  const id = useId();
  const form = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin({
    onSuccess: (data) => {
      toast({ title: translate(m.welcomeBack), description: translate(m.loggedIn) });
      onSuccess(data.user);
    },
    onError: (error) => {
      showFieldErrors(error, ['email', 'password'] as const, form.setError);
      toast({
        variant: 'destructive',
        title: translate(m.loginFailed),
        description: getErrorMessage(error, translate(m.invalidCredentials)),
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));
  const { errors } = form.formState;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t(m.signInForm)}
    >
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link href={paths.forgotPassword.getHref()} className={`${switchLinkClass} -mt-3 self-end text-sm`}>
        {t(m.forgotPassword)}
      </Link>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? t(m.signingIn) : t(m.signIn)}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t(m.noAccount)}{' '}
        {onSwitchMode ? (
          <button type="button" onClick={onSwitchMode} className={switchLinkClass}>
            {t(m.createAccount)}
          </button>
        ) : (
          <Link href={paths.register.getHref()} className={switchLinkClass}>
            {t(m.createAccount)}
          </Link>
        )}
      </p>
    </form>
  );
}
