import { useParams } from 'wouter';
import { DocumentPage } from './document-page';
import { messages as m } from '@/features/documents/messages';
import { useT } from '@/lib/i18n/use-t';

/** Spec §2: the document of a case that is already paid for. */
export function DocumentPreviewRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  const t = useT();
  return (
    <DocumentPage
      caseId={caseId}
      title={t(m.previewTitle)}
      metaTitle={t(m.previewMeta)}
      description={t(m.previewDescription)}
      watchPayment={false}
    />
  );
}
