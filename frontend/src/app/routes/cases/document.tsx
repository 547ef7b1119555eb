import { useParams } from 'wouter';
import { CasePlaceholder } from './case-page';

export function DocumentRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <CasePlaceholder
      title="Your legal document"
      metaTitle="Your Document"
      description="Your case summary and your document, ready to review and download as a PDF."
      caseId={caseId}
    >
      <p>
        This page will show your case summary (case type, amount claimed, document type and status) and your document
        with a PDF download. It is being built.
      </p>
    </CasePlaceholder>
  );
}
