import { useParams } from 'wouter';
import { DocumentPage } from './document-page';

/** Spec §2: the return page after card payment; it follows the payment and the making of the document. */
export function DocumentRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <DocumentPage
      caseId={caseId}
      title="Your legal document"
      metaTitle="Your Document"
      description="Your case summary and your document, ready to review and download as a PDF."
      watchPayment
    />
  );
}
