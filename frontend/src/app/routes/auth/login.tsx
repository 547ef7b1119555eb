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
import { messages as m } from '@/features/auth/messages';
import type { Message } from '@/lib/i18n/define';
import { useT } from '@/lib/i18n/use-t';

const LOGIN_NOTICES: Record<LoginMessage, Message> = {
  'account-created': m.noticeAccountCreated,
  'trial-started': m.noticeTrialStarted,
  'payment-success': m.noticePaymentSuccess,
};

export function LoginRoute() {
  const t = useT();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const message = searchParams.get('message');
  const notice = isLoginMessage(message) ? LOGIN_NOTICES[message] : null;
  // Back to the page that sent the visitor here, if it is a path on this site; else the account page.
  const destination = safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? paths.account.getHref();
  if (useSignedInElsewhere(destination)) return <PageSkeleton />;

  return (
    <AuthLayout title={t(m.signInTitle)} description={t(m.signInDescription)}>
      <PageMeta title={t(m.signInMetaTitle)} description={t(m.signInMetaDescription)} />
      {notice ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <AlertDescription>
            <p>{t(notice)}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      {/* Staff then pass the second factor (ADR 113) and come back to where they were going. */}
      <LoginForm onSuccess={(user) => navigate(afterSignIn(user, destination))} />
    </AuthLayout>
  );
}
