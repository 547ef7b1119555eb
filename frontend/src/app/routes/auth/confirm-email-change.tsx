import { useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { ConfirmEmailLink } from '@/features/auth/components/confirm-email-link';
import { AuthLayout } from './auth-layout';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/auth/email-links.messages';

/** /confirm-email-change?token=…: the link sent to the new address of an email change (ADR 140). */
export function ConfirmEmailChangeRoute() {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={t(m.changeTitle)} description={t(m.changeIntro)}>
      <PageMeta title={t(m.changeTitle)} description={t(m.changeMetaDescription)} noIndex />
      <ConfirmEmailLink kind="change" token={searchParams.get('token')} />
    </AuthLayout>
  );
}
