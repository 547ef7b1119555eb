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

const switchLinkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

export function LoginForm({
  onSuccess,
  onSwitchMode,
}: {
  /** receives the signed-in user (a staff session is `secondFactor: 'pending'` until the TOTP step) */
  onSuccess: (user: User) => void;
  /** when given, "Create Account" switches forms in place instead of opening /register */
  onSwitchMode?: () => void;
}) {
  const id = useId();
  const form = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin({
    onSuccess: (data) => {
      toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
      onSuccess(data.user);
    },
    onError: (error) => {
      showFieldErrors(error, ['email', 'password'] as const, form.setError);
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: getErrorMessage(error, 'Invalid email or password'),
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link href={paths.forgotPassword.getHref()} className={`${switchLinkClass} -mt-3 self-end text-sm`}>
        Forgot password?
      </Link>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{' '}
        {onSwitchMode ? (
          <button type="button" onClick={onSwitchMode} className={switchLinkClass}>
            Create Account
          </button>
        ) : (
          <Link href={paths.register.getHref()} className={switchLinkClass}>
            Create Account
          </Link>
        )}
      </p>
    </form>
  );
}
