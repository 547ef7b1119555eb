import { useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { ConfirmEmailLink } from '@/features/auth/components/confirm-email-link';
import { AuthLayout } from './auth-layout';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/auth/email-links.messages';

/** /verify-email?token=…: the link sent at sign-up (ADR 140). */
export function VerifyEmailRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={t(m.verifyTitle)} description={t(m.verifyIntro)}>
      <PageMeta title={t(m.verifyTitle)} description={t(m.verifyMetaDescription)} noIndex />
      <ConfirmEmailLink kind="verify" token={searchParams.get('token')} />
    </AuthLayout>
  );
}
