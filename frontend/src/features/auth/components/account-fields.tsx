import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cn } from '@/lib/utils';
import {
  loginInputSchema,
  PASSWORD_MIN_LENGTH,
  registerInputSchema,
  type LoginFormValues,
  type RegisterFormValues,
} from '../api/schemas';
import { TextField } from './text-field';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export type AccountMode = 'signup' | 'signin';

/** The checked account details: email trimmed and lower-cased, name trimmed (spec §5). */
export type AccountDetails =
  | { mode: 'signup'; name: string; email: string; password: string }
  | { mode: 'signin'; email: string; password: string };

/**
 * Account fields that live inside another form (e.g. a subscription sign-up with the card): sign-up mode asks for
 * name, email, password and confirmation; sign-in mode only for email and password. `read()` validates the
 * fields of the current mode, shows each problem at its field and answers the details, or null.
 */
export function useAccountFields(initialMode: AccountMode = 'signup') {
  const [mode, setMode] = useState<AccountMode>(initialMode);
  const signup = useForm<RegisterFormValues, unknown, RegisterFormValues>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const signin = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  const read = useCallback(async (): Promise<AccountDetails | null> => {
    let details: AccountDetails | null = null;
    if (mode === 'signup') {
      await signup.handleSubmit(({ name, email, password }) => {
        details = { mode: 'signup', name, email, password };
      })();
    } else {
      await signin.handleSubmit(({ email, password }) => {
        details = { mode: 'signin', email, password };
      })();
    }
    return details;
  }, [mode, signup, signin]);

  return { mode, setMode, signup, signin, read };
}

export type AccountFieldsState = ReturnType<typeof useAccountFields>;

const tabClass = (active: boolean) =>
  cn(
    'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold transition-colors',
    active
      ? 'bg-surface text-heading shadow-sm ring-1 ring-border'
      : 'text-muted-foreground hover:text-heading',
  );

/** The sign-up / sign-in toggle and the fields of the chosen mode. */
export function AccountFields({ state }: { state: AccountFieldsState }) {
  const t = useT();
  const id = useId();
  const { mode, setMode, signup, signin } = state;
  const signupErrors = signup.formState.errors;
  const signinErrors = signin.formState.errors;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-lg font-semibold">
        {mode === 'signup' ? t(m.createYourAccount) : t(m.signInForm)}
      </legend>
      <div className="flex gap-1 rounded-lg bg-navy-100 p-1" role="group" aria-label={t(m.accountOptions)}>
        <button
          type="button"
          className={tabClass(mode === 'signup')}
          aria-pressed={mode === 'signup'}
          onClick={() => setMode('signup')}
        >
          {t(m.signUp)}
        </button>
        <button
          type="button"
          className={tabClass(mode === 'signin')}
          aria-pressed={mode === 'signin'}
          onClick={() => setMode('signin')}
        >
          {t(m.signIn)}
        </button>
      </div>
      {mode === 'signup' ? (
        <>
          <TextField
            id={`${id}-name`}
            label={t(m.fullName)}
            autoComplete="name"
            error={signupErrors.name?.message}
            {...signup.register('name')}
          />
          <TextField
            id={`${id}-email`}
            label={t(m.email)}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={signupErrors.email?.message}
            {...signup.register('email')}
          />
          <TextField
            id={`${id}-password`}
            label={t(m.password)}
            type="password"
            autoComplete="new-password"
            hint={t(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
            error={signupErrors.password?.message}
            {...signup.register('password')}
          />
          <TextField
            id={`${id}-confirm`}
            label={t(m.confirmPassword)}
            type="password"
            autoComplete="new-password"
            error={signupErrors.confirmPassword?.message}
            {...signup.register('confirmPassword')}
          />
        </>
      ) : (
        <>
          <TextField
            id={`${id}-signin-email`}
            label={t(m.email)}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={signinErrors.email?.message}
            {...signin.register('email')}
          />
          <TextField
            id={`${id}-signin-password`}
            label={t(m.password)}
            type="password"
            autoComplete="current-password"
            error={signinErrors.password?.message}
            {...signin.register('password')}
          />
        </>
      )}
    </fieldset>
  );
}
