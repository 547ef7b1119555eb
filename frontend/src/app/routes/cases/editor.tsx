import { useParams } from 'wouter';
import { CasePlaceholder } from './case-page';

export function EditorRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  return (
    <CasePlaceholder
      title="Document Editor"
      description="Edit your document. Every save keeps a version you can go back to."
      caseId={caseId}
    >
      <p>The editor with version history is being built.</p>
    </CasePlaceholder>
  );
}
