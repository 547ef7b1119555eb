import { useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { ConfirmEmailLink } from '@/features/auth/components/confirm-email-link';
import { AuthLayout } from './auth-layout';

/** /verify-email?token=…: the link sent at sign-up (ADR 140). */
export function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Confirm your email"
      description="Press the button to confirm that this email address is yours."
    >
      <PageMeta title="Confirm your email" description="Confirm your SueGo email address." noIndex />
      <ConfirmEmailLink kind="verify" token={searchParams.get('token')} />
    </AuthLayout>
  );
}
