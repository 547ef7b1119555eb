import { CheckCircle2 } from 'lucide-react';
import { useLocation, useSearchParams } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { isLoginMessage, paths, type LoginMessage } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { afterSignIn, useSignedInElsewhere } from './signed-in-elsewhere';
import { RETURN_TO_PARAM, safeReturnPath } from '@/lib/return-to';
import { AuthLayout } from './auth-layout';

const LOGIN_NOTICES: Record<LoginMessage, string> = {
  'account-created': 'Account created. Please sign in.',
  'trial-started': 'Your free trial has started. Sign in to continue.',
  'payment-success': 'Payment received. Sign in to see your document.',
};

export function LoginRoute() {
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const message = searchParams.get('message');
  const notice = isLoginMessage(message) ? LOGIN_NOTICES[message] : null;
  // Back to the page that sent the visitor here, if it is a path on this site; else the account page.
  const destination = safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? paths.account.getHref();
  if (useSignedInElsewhere(destination)) return <PageSkeleton />;

  return (
    <AuthLayout title="Sign in" description="Welcome back. Sign in to see your cases and documents.">
      <PageMeta title="Sign In" description="Sign in to your SueGo account." />
      {notice ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{notice}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {/* Staff then pass the second factor (ADR 113) and come back to where they were going. */}
      <LoginForm onSuccess={(user) => navigate(afterSignIn(user, destination))} />
    </AuthLayout>
  );
}
