import { useParams } from 'wouter';
import { CasePlaceholder } from './case-page';

export function DocumentPreviewRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <CasePlaceholder
      title="Document preview"
      description="Read your document before you download and send it."
      caseId={caseId}
    >
      <p>Document previews are being built.</p>
    </CasePlaceholder>
  );
}
