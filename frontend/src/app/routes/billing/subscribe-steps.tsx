import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import type { PaymentConfig } from '@/features/payments/api/get-payment-config';
import type { PlanId } from '@/features/subscriptions/api/get-subscription-status';
import { createSetupIntent } from '@/features/subscriptions/api/sign-up';
import type { PlanOffer } from '@/features/subscriptions/lib/plan';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { SubscribeForm } from './subscribe-form';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './messages';
import { translate } from '@/lib/i18n/runtime';

interface StepProps {
  plan: PlanId;
  offer: PlanOffer;
  currency: string;
  config: PaymentConfig;
  resuming?: boolean;
}

function StepHeader({ step, title, description }: { step: 1 | 2; title: string; description: string }) {
  const t = useT();
  return (
    <CardHeader>
      <p className="text-sm font-medium text-muted-foreground">{t(m.stepOf, { step })}</p>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

/** Step 1: create the account (or sign in); the page moves on to payment once the session exists. */
function AccountStep() {
  const t = useT();
  const [mode, setMode] = useState<'register' | 'login'>('register');
  return (
    <Card>
      <StepHeader step={1} title={t(m.yourAccount)} description={t(m.yourAccountBody)} />
      {mode === 'register' ? (
        <RegisterForm onSuccess={() => undefined} onSwitchMode={() => setMode('login')} />
      ) : (
        <LoginForm onSuccess={() => undefined} onSwitchMode={() => setMode('register')} />
      )}
    </Card>
  );
}

/** The two-stage variant: account step, then payment step. */
export function TwoStepSubscribe(props: StepProps) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <AccountStep />;
  return (
    <Card>
      <StepHeader step={2} title={t(m.payment)} description={t(m.paymentBody)} />
      <SubscribeForm {...props} showAccountFields={false} />
    </Card>
  );
}

/** Creates the plan's SetupIntent once the user is signed in, before the card is entered. */
function usePrecreatedSetupIntent(plan: PlanId, enabled: boolean) {
  const [state, setState] = useState<{ secret: string | null; error: string | null }>({
    secret: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const requested = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || requested.current === attempt) return;
    requested.current = attempt;
    createSetupIntent({ plan }).then(
      ({ clientSecret }) => setState({ secret: clientSecret, error: null }),
      (error: unknown) => {
        const message = getErrorMessage(error, translate(m.prepareFailed));
        toast({ variant: 'destructive', title: translate(m.setupFailed), description: message });
        setState({ secret: null, error: message });
      },
    );
  }, [plan, enabled, attempt]);

  return {
    ...state,
    retry: () => {
      setState({ secret: null, error: null });
      setAttempt((n) => n + 1);
    },
  };
}

/** The variant that pre-creates the SetupIntent (after the account step when signed out). */
export function PrecreatedSetupForm(props: StepProps) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const intent = usePrecreatedSetupIntent(props.plan, isAuthenticated);
  if (!isAuthenticated) return <AccountStep />;
  return (
    <Card>
      <StepHeader step={2} title={t(m.payment)} description={t(m.paymentBody)} />
      {intent.error ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div className="flex flex-col gap-3">
            <AlertTitle>{t(m.setupFailed)}</AlertTitle>
            <AlertDescription>
              <p>{intent.error}</p>
            </AlertDescription>
            <Button variant="outline" size="sm" className="w-fit" onClick={intent.retry}>
              {t(m.tryAgain)}
            </Button>
          </div>
        </Alert>
      ) : intent.secret ? (
        <SubscribeForm {...props} showAccountFields={false} precreatedSecret={intent.secret} />
      ) : (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t(m.preparing)}</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-12" />
        </div>
      )}
    </Card>
  );
}
