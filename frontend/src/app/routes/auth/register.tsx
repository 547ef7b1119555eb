import { useLocation } from 'wouter';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthLayout } from './auth-layout';
import { useSignedInElsewhere } from './signed-in-elsewhere';
import { messages as m } from '@/features/auth/messages';
import { useT } from '@/lib/i18n/use-t';

export function RegisterRoute() {
  const t = useT();
  const [, navigate] = useLocation();
  if (useSignedInElsewhere(paths.account.getHref())) return <PageSkeleton />;
  return (
    <AuthLayout title={t(m.registerTitle)} description={t(m.registerDescription)}>
      <PageMeta title={t(m.registerMetaTitle)} description={t(m.registerMetaDescription)} />
      <RegisterForm onSuccess={() => navigate(paths.account.getHref())} />
    </AuthLayout>
  );
}
