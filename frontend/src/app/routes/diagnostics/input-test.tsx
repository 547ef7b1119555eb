import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { InputTestForm } from '@/features/diagnostics/components/input-test-form';

export function InputTestRoute() {
  return (
    <PageContainer>
      <PageMeta title="Input Test" noIndex />
      <PageHeader title="Input test" description="A diagnostic form to check that typing works on this device." />
      <InputTestForm />
    </PageContainer>
  );
}
