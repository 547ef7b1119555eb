import { Link } from 'wouter';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { HashLink } from '@/components/layouts/hash-link';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function SubscriptionPlansRoute() {
  return (
    <PageContainer>
      <PageMeta title="Choose Your Plan" description="Compare SueGo's subscription plans." />
      <PageHeader
        title="Choose Your Plan"
        description="Subscribe if you have more than one dispute: documents, attorney search and referrals for one monthly price, with a free trial."
      />
      <ComingSoon
        actions={
          <>
            <Button asChild>
              <HashLink sectionId="pricing">See plans and prices</HashLink>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.account.getHref()}>Back to Account</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.support.getHref()}>Contact Support</Link>
            </Button>
          </>
        }
        showSupportLink={false}
      >
        <p>Signing up for a plan is being built. You can already compare the plans and their prices on the home page.</p>
      </ComingSoon>
    </PageContainer>
  );
}
