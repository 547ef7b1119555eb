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

const switchLinkClass = 'inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline';

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
      toast({ title: 'Account Created!', description: 'Welcome to SueGo. Your account is ready.' });
      onSuccess();
    },
    onError: (error) => {
      showFieldErrors(error, ['name', 'email', 'password'] as const, form.setError);
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: getErrorMessage(error, 'Failed to create account'),
      });
    },
  });

  // The schema already trimmed the name and trimmed + lower-cased the email.
  const onSubmit = form.handleSubmit(({ name, email, password }) => register.mutate({ name, email, password }));
  const { errors } = form.formState;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5" aria-label="Create account">
      <TextField
        id={`${id}-name`}
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
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
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        {onSwitchMode ? (
          <button type="button" onClick={onSwitchMode} className={switchLinkClass}>
            Sign In
          </button>
        ) : (
          <Link href={paths.login.getHref()} className={switchLinkClass}>
            Sign In
          </Link>
        )}
      </p>
    </form>
  );
}
