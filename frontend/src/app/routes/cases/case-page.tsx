import type { ReactNode } from 'react';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';

/** Shared frame of the case pages that are still being built. */
export function CasePlaceholder({
  title,
  metaTitle,
  description,
  caseId,
  children,
  actions,
}: {
  title: string;
  metaTitle?: string;
  description: string;
  caseId?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageMeta title={metaTitle ?? title} noIndex />
      <PageHeader title={title} description={description}>
        {caseId ? (
          <p className="text-sm text-muted-foreground">
            Case reference: <span className="font-mono break-all text-foreground">{caseId}</span>
          </p>
        ) : null}
      </PageHeader>
      <ComingSoon actions={actions}>{children}</ComingSoon>
    </PageContainer>
  );
}
