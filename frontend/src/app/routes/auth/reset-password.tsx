import { useLocation, useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { AuthLayout } from './auth-layout';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '@/features/auth/email-links.messages';

export function ResetPasswordRoute() {
  const t = useT();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={t(m.resetTitle)} description={t(m.resetIntro)}>
      <PageMeta title={t(m.resetMeta)} description={t(m.resetMetaDescription)} noIndex />
      <ResetPasswordForm
        token={searchParams.get('token')}
        onSuccess={() => navigate(paths.login.getHref())}
      />
    </AuthLayout>
  );
}
