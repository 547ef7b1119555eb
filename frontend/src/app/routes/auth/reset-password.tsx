import { useLocation, useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { AuthLayout } from './auth-layout';

export function ResetPasswordRoute() {
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title="Choose a new password" description="After the change, every device signed in to your account is signed out.">
      <PageMeta title="Reset Password" description="Choose a new SueGo password." noIndex />
      <ResetPasswordForm token={searchParams.get('token')} onSuccess={() => navigate(paths.login.getHref())} />
    </AuthLayout>
  );
}
