import { UserRoundPlus } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { cn } from '@/lib/utils';
import { messages as m } from '@/features/auth/messages';
import { useT } from '@/lib/i18n/use-t';

type Mode = 'register' | 'login';

/**
 * Sign in or register without leaving the questionnaire (DESIGN §8): the answers stay in the page and in the
 * local draft, and once the session exists the case can be created.
 */
export function InlineAccountPanel({
  isChecking,
  suggested,
}: {
  /** a stored session is still being checked */
  isChecking: boolean;
  /** the name and email already given in the questionnaire */
  suggested: { name: string; email: string };
}) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('register');

  if (isChecking) {
    return (
      <div role="status" className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <span className="sr-only">{t(m.checkingSession)}</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  const tabClass = (active: boolean) =>
    cn(
      'min-h-11 flex-1 rounded-md px-3 text-sm font-semibold transition-colors',
      active
        ? 'bg-surface text-heading shadow-sm ring-1 ring-border'
        : 'text-muted-foreground hover:text-heading',
    );

  return (
    <section
      aria-labelledby="account-panel-title"
      className="flex flex-col gap-4 rounded-lg border border-primary/40 bg-primary-soft/60 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <UserRoundPlus className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h3 id="account-panel-title" className="text-lg font-semibold">
            {t(m.panelTitle)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(m.panelBody)}</p>
        </div>
      </div>
      <div className="flex gap-1 rounded-lg bg-navy-100 p-1" role="group" aria-label={t(m.accountOptions)}>
        <button
          type="button"
          className={tabClass(mode === 'register')}
          aria-pressed={mode === 'register'}
          onClick={() => setMode('register')}
        >
          {t(m.imNew)}
        </button>
        <button
          type="button"
          className={tabClass(mode === 'login')}
          aria-pressed={mode === 'login'}
          onClick={() => setMode('login')}
        >
          {t(m.haveAnAccount)}
        </button>
      </div>
      <div className="rounded-lg bg-surface p-4">
        {mode === 'register' ? (
          <RegisterForm
            onSuccess={() => undefined}
            onSwitchMode={() => setMode('login')}
            defaultValues={suggested}
          />
        ) : (
          <LoginForm onSuccess={() => undefined} onSwitchMode={() => setMode('register')} />
        )}
      </div>
    </section>
  );
}
