import { useParams } from 'wouter';
import { DocumentPage } from './document-page';

/** Spec §2: the document of a case that is already paid for. */
export function DocumentPreviewRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <DocumentPage
      caseId={caseId}
      title="Document preview"
      metaTitle="Document Preview"
      description="Read your document before you download and send it."
      watchPayment={false}
    />
  );
}
