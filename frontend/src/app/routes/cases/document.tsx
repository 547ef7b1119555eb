import { useParams } from 'wouter';
import { DocumentPage } from './document-page';
import { messages as m } from '@/features/documents/messages';
import { useT } from '@/lib/i18n/use-t';

/** Spec §2: the return page after card payment; it follows the payment and the making of the document. */
export function DocumentRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  const t = useT();
  return (
    <DocumentPage
      caseId={caseId}
      title={t(m.pageTitle)}
      metaTitle={t(m.pageMeta)}
      description={t(m.pageDescription)}
      watchPayment
    />
  );
}
