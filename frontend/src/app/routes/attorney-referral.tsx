import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';

export function AttorneyReferralRoute() {
  return (
    <PageContainer>
      <PageMeta title="Find an Attorney" description="Search SueGo's attorney directory by state, specialty and ZIP code." />
      <PageHeader
        title="Find an attorney"
        description="Search for licensed attorneys by state, specialty and ZIP code, and ask for a referral."
      />
      <ComingSoon>
        <p>The attorney directory and referrals are being built. There are no attorney listings yet.</p>
      </ComingSoon>
    </PageContainer>
  );
}
