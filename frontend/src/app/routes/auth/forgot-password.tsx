import { PageMeta } from '@/components/seo/page-meta';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthLayout } from './auth-layout';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/auth/email-links.messages';

export function ForgotPasswordRoute() {
  const t = useT();
  return (
    <AuthLayout title={t(m.forgotTitle)} description={t(m.forgotIntro)}>
      <PageMeta title={t(m.forgotMeta)} description={t(m.forgotMetaDescription)} noIndex />
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
