import { DatabaseZap, FilePlus2, FileText, LifeBuoy, LogOut, Receipt, Scale, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ChangeEmailForm } from '@/features/auth/components/change-email-form';
import { EmailVerificationStatus } from '@/features/auth/components/email-verification-status';
import { usePricing } from '@/features/pricing/api/get-pricing';
import { DownloadMyData } from '@/features/privacy/components/download-my-data';
import { DeleteAccount } from '@/features/privacy/components/delete-account';
import { ReminderSwitch } from '@/features/follow-up/components/reminder-switch';
import { SubscriptionCard } from '@/features/subscriptions/components/subscription-card';
import { useSubscriptionReturn } from '@/features/subscriptions/hooks/use-subscription-return';
import { useLogout, useRequireAuth } from '@/lib/auth';
import { CardDialog } from './billing/card-dialog';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './account.messages';

function QuickAction({
  href,
  icon,
  title,
  description,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <Link
      href={href}
      className="flex items-start gap-3 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-primary-soft"
    >
      <span className="mt-0.5 text-primary">{icon}</span>
      <span className="flex flex-col">
        <span className="font-semibold text-heading">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}

export function AccountRoute({ reload }: { reload?: () => void } = {}) {
  const t = useT();
  const { user, isAuthenticated } = useRequireAuth();
  const { logout, isPending } = useLogout();
  const { data: pricing, isError: pricingFailed } = usePricing();
  useSubscriptionReturn(pricing ? (pricing.plans[0]?.trialDays ?? null) : pricingFailed ? null : undefined);

  if (!isAuthenticated || !user) {
    return (
      <>
        <PageMeta title={t(m.metaTitle)} noIndex />
        <PageSkeleton />
      </>
    );
  }

  return (
    <PageContainer>
      <PageMeta title={t(m.metaTitle)} noIndex />
      <PageHeader title={t(m.title)} description={t(m.description)} />

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex items-center gap-2">
              <UserRound className="size-5 text-primary" aria-hidden="true" />
              <CardTitle>{t(m.profile)}</CardTitle>
            </div>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-[8rem_1fr]">
              <dt className="text-sm font-medium text-muted-foreground">{t(m.name)}</dt>
              <dd className="font-medium">{user.name}</dd>
              <dt className="text-sm font-medium text-muted-foreground">{t(m.email)}</dt>
              <dd className="font-medium break-all">
                <span className="block">{user.email}</span>
                <EmailVerificationStatus verified={user.emailVerified === true} />
              </dd>
            </dl>
            {user.emailVerified ? (
              <div className="mt-6 border-t border-border pt-6">
                <ChangeEmailForm />
              </div>
            ) : null}
          </CardContent>
        </Card>

        <SubscriptionCard
          plans={pricing?.plans ?? []}
          currency={pricing?.currency ?? 'usd'}
          reload={reload}
          cardAction={(purpose) => <CardDialog purpose={purpose === 'pay' ? 'pay' : 'keep'} />}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card role="region" aria-labelledby="your-data-title">
          <CardHeader>
            <div className="flex items-center gap-2">
              <DatabaseZap className="size-5 text-primary" aria-hidden="true" />
              <CardTitle id="your-data-title">{t(m.yourData)}</CardTitle>
            </div>
            <CardDescription>{t(m.yourDataDescription)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <DownloadMyData />
          </CardContent>
        </Card>
        <DeleteAccount email={user.email} />
        <ReminderSwitch />
      </div>

      <section aria-labelledby="quick-actions-heading" className="mt-10">
        <h2 id="quick-actions-heading" className="text-xl font-semibold">
          {t(m.quickActions)}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <QuickAction
            href={paths.questionnaire.getHref()}
            icon={<FilePlus2 className="size-5" aria-hidden="true" />}
            title={t(m.createDocument)}
            description={t(m.createDocumentBody)}
          />
          <QuickAction
            href={paths.myDocuments.getHref()}
            icon={<FileText className="size-5" aria-hidden="true" />}
            title={t(m.myDocuments)}
            description={t(m.myDocumentsBody)}
          />
          <QuickAction
            href={paths.attorneyReferral.getHref()}
            icon={<Scale className="size-5" aria-hidden="true" />}
            title={t(m.findAttorney)}
            description={t(m.findAttorneyBody)}
          />
          <QuickAction
            href={paths.myRequests.getHref()}
            icon={<LifeBuoy className="size-5" aria-hidden="true" />}
            title={t(m.myRequests)}
            description={t(m.myRequestsBody)}
          />
          <QuickAction
            href={paths.billingHistory.getHref()}
            icon={<Receipt className="size-5" aria-hidden="true" />}
            title={t(m.billingHistory)}
            description={t(m.billingHistoryBody)}
          />
        </div>
      </section>

      <div className="mt-10 border-t border-border pt-6">
        <Button variant="outline" onClick={() => void logout()} disabled={isPending}>
          <LogOut aria-hidden="true" />
          {isPending ? t(m.signingOut) : t(m.signOut)}
        </Button>
      </div>
    </PageContainer>
  );
}
