import { useState } from 'react';
import { Link } from 'wouter';
import { ComingSoon } from '@/components/layouts/coming-soon';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { peekHomeSelection, teaserCaseTypeLabel } from '@/features/questionnaire/api/home-selection';

const STEPS = [
  'Case type and location',
  'Your information',
  'The other party',
  'Dispute details',
  'Resolution attempts',
  'Document type and review',
];

export function QuestionnaireRoute() {
  // Only looked at here; the finished questionnaire will take it (and remove it) to prefill step 1.
  const [selection] = useState(peekHomeSelection);

  return (
    <PageContainer>
      <PageMeta title="Start Your Case" description="Answer six short steps about your dispute to start your case." />
      <PageHeader
        title="Start your case"
        description="Six short steps about your dispute. Your answers become a demand letter or small-claims package for your state."
      />
      <ComingSoon
        actions={
          <Button asChild variant="outline">
            <Link href={paths.home.getHref()}>Back to home</Link>
          </Button>
        }
      >
        <p>The case questionnaire is being built. It will walk you through:</p>
        <ol className="list-decimal pl-6">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {selection ? (
          <p>
            You picked <strong className="text-foreground">{teaserCaseTypeLabel(selection.caseType)}</strong> on the home
            page. We kept that choice in this browser for when the questionnaire opens.
          </p>
        ) : null}
      </ComingSoon>
    </PageContainer>
  );
}
