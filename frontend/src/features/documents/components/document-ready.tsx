import { FilePenLine } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { settleDraftingNotice } from '@/lib/drafting-notice';
import { DocumentDisclaimer } from './document-disclaimer';
import { DocumentLetter } from './document-letter';
import { DocumentNextSteps } from './document-next-steps';
import { DownloadPdfButton } from './download-pdf-button';
import { ReadingCopyDownload } from './reading-copy-download';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * The finished document: the letter, Download PDF (when the PDF exists), the Spanish reading copy on a Spanish
 * page, the review reminder and the next steps.
 */
export function DocumentReady({
  caseId,
  content,
  title,
  smallClaims,
  onDownload,
}: {
  caseId: string;
  content: string | null;
  title?: string | null;
  smallClaims?: boolean;
  /** null while there is no PDF to download */
  onDownload: (() => Promise<void>) | null;
}) {
  const t = useT();
  useEffect(() => settleDraftingNotice(), []);
  return (
    <div className="flex flex-col gap-5">
      <DocumentDisclaimer />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        {onDownload ? (
          <DownloadPdfButton onDownload={onDownload} />
        ) : (
          <p className="text-sm text-muted-foreground">{t(m.pdfSoon)}</p>
        )}
        <Link
          href={paths.editor.getHref(caseId)}
          className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4"
        >
          <FilePenLine className="size-4" aria-hidden="true" />
          {t(m.editInEditor)}
        </Link>
      </div>
      {/* The letter stays English; a Spanish page also offers its Spanish reading copy once the PDF exists. */}
      {onDownload && t.language === 'es' ? <ReadingCopyDownload caseId={caseId} /> : null}
      {content ? (
        <DocumentLetter content={content} title={title} />
      ) : (
        <p className="text-muted-foreground">{t(m.noPreview)}</p>
      )}
      <DocumentNextSteps smallClaims={smallClaims} />
    </div>
  );
}
