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

interface StepProps {
  plan: PlanId;
  offer: PlanOffer;
  currency: string;
  config: PaymentConfig;
  resuming?: boolean;
}

function StepHeader({ step, title, description }: { step: 1 | 2; title: string; description: string }) {
  return (
    <CardHeader>
      <p className="text-sm font-medium text-muted-foreground">{`Step ${step} of 2`}</p>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}

/** Step 1: create the account (or sign in); the page moves on to payment once the session exists. */
function AccountStep() {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  return (
    <Card>
      <StepHeader step={1} title="Your account" description="Create your account first. You add your card next." />
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
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <AccountStep />;
  return (
    <Card>
      <StepHeader step={2} title="Payment" description="Save a card to start your plan." />
      <SubscribeForm {...props} showAccountFields={false} />
    </Card>
  );
}

/** Creates the plan's SetupIntent once the user is signed in, before the card is entered. */
function usePrecreatedSetupIntent(plan: PlanId, enabled: boolean) {
  const [state, setState] = useState<{ secret: string | null; error: string | null }>({ secret: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const requested = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || requested.current === attempt) return;
    requested.current = attempt;
    createSetupIntent({ plan }).then(
      ({ clientSecret }) => setState({ secret: clientSecret, error: null }),
      (error: unknown) => {
        const message = getErrorMessage(error, 'We could not prepare the card form. Please try again.');
        toast({ variant: 'destructive', title: 'Payment Setup Failed', description: message });
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
  const { isAuthenticated } = useAuth();
  const intent = usePrecreatedSetupIntent(props.plan, isAuthenticated);
  if (!isAuthenticated) return <AccountStep />;
  return (
    <Card>
      <StepHeader step={2} title="Payment" description="Save a card to start your plan." />
      {intent.error ? (
        <Alert variant="destructive" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div className="flex flex-col gap-3">
            <AlertTitle>Payment Setup Failed</AlertTitle>
            <AlertDescription>
              <p>{intent.error}</p>
            </AlertDescription>
            <Button variant="outline" size="sm" className="w-fit" onClick={intent.retry}>
              Try again
            </Button>
          </div>
        </Alert>
      ) : intent.secret ? (
        <SubscribeForm {...props} showAccountFields={false} precreatedSecret={intent.secret} />
      ) : (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Preparing the card form…</span>
          <Skeleton className="h-11" />
          <Skeleton className="h-12" />
        </div>
      )}
    </Card>
  );
}
