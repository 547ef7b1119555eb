import { useSearchParams } from 'wouter';
import { CasePlaceholder } from './case-page';

export function CaseReviewRoute() {
  const [searchParams] = useSearchParams();
  const caseId = searchParams.get('caseId') ?? undefined;
  return (
    <CasePlaceholder
      title="Case review"
      description="Revise your case and see attorneys who match it."
      caseId={caseId}
    >
      {caseId ? null : <p>No case was selected. Open this page from one of your documents.</p>}
      <p>Case review and attorney matching are being built.</p>
    </CasePlaceholder>
  );
}
