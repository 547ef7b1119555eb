import { PageMeta } from '@/components/seo/page-meta';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthLayout } from './auth-layout';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout title="Forgot password?" description="Enter your account's email and we'll send you a link to choose a new password.">
      <PageMeta title="Forgot Password" description="Reset your SueGo password." noIndex />
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
