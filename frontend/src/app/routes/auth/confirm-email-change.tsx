import { useSearchParams } from 'wouter';
import { PageMeta } from '@/components/seo/page-meta';
import { ConfirmEmailLink } from '@/features/auth/components/confirm-email-link';
import { AuthLayout } from './auth-layout';

/** /confirm-email-change?token=…: the link sent to the new address of an email change (ADR 140). */
export function ConfirmEmailChangeRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout
      title="Confirm your new email"
      description="Press the button to use this address for your SueGo account. Until then, nothing changes."
    >
      <PageMeta
        title="Confirm your new email"
        description="Confirm the new email of your SueGo account."
        noIndex
      />
      <ConfirmEmailLink kind="change" token={searchParams.get('token')} />
    </AuthLayout>
  );
}
