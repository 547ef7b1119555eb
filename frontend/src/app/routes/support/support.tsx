import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';

export function SupportRoute() {
  return (
    <PageContainer>
      <PageMeta title="Support" description="Contact SueGo support." />
      <PageHeader title="Contact support" description="Questions about your case, your document or your account? Send us a message." />
      <ComingSoon showSupportLink={false}>
        <p>The support request form is being built, so messages can't be sent from here yet.</p>
      </ComingSoon>
    </PageContainer>
  );
}
