import { FilePen, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import {
  downloadCaseDocumentPdf,
  useCaseDocuments,
  useDraftFinalNotice,
} from '@/features/documents/api/case-documents';
import { DownloadPdfButton } from '@/features/documents/components/download-pdf-button';
import { CASE_DOCUMENT_KIND_NAMES } from '@/features/documents/document-kind-names';
import { useTimeline } from '@/features/follow-up/api/get-timeline';
import { Sc100Card } from '@/features/court/components/sc100-card';
import { courtErrorMessage } from '@/features/court/api/court-errors';
import { messages as mailing } from '@/features/mailing/messages';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './case-documents.messages';
import { FileInSmallClaims } from './file-in-small-claims';
import { MailItForMe } from './mail-it-for-me';

/** The outcomes after which a final notice is offered (ADR 181). */
const NOT_PAID = new Set(['paid_in_part', 'refused', 'no_response']);

/**
 * The case's documents on the document page (ADR 180): "Mail it for me" for the first one, then every later
 * document (its editor and PDF) and, after "paid in part", "refused" or "no response", the free final notice and
 * its own mailing, then "File in small claims" (ADR 184) until the package filed from the case exists (with
 * California's SC-100 once it does).
 */
export function CaseDocumentsSection({
  caseId,
  demandLetter,
  california = false,
}: {
  caseId: string;
  demandLetter: boolean;
  california?: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const documents = useCaseDocuments(caseId);
  const timeline = useTimeline(caseId);
  const draft = useDraftFinalNotice(caseId);
  const list = documents.data ?? [];
  const first = list.find((d) => d.first);
  const later = list.filter((d) => !d.first);
  const notice = later.find((d) => d.kind === 'final_notice');
  const outcome = timeline.data?.outcome?.outcome;
  const filedPackage = later.find((d) => d.kind === 'small_claims');
  const notPaid = documents.isSuccess && outcome !== undefined && NOT_PAID.has(outcome);
  const offerNotice = demandLetter && !notice && !filedPackage && notPaid;
  const offerFiling = demandLetter && !filedPackage && notPaid;

  return (
    <>
      <MailItForMe caseId={caseId} documentId={later.length > 0 ? first?.id : undefined} />
      {later.length > 0 || offerNotice ? (
        <Card role="region" aria-labelledby={headingId}>
          <CardHeader>
            <CardTitle id={headingId}>{t(m.title)}</CardTitle>
            <CardDescription>{t(m.intro)}</CardDescription>
          </CardHeader>
          {later.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-label={t(m.listLabel)}>
              {later.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-heading">
                      <FileText className="size-4 text-primary" aria-hidden="true" />
                      {t(CASE_DOCUMENT_KIND_NAMES[d.kind])}
                      <Badge variant="secondary">{t(m.version, { version: d.activeVersion })}</Badge>
                    </p>
                    <p className="break-words text-sm text-muted-foreground">{d.title}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild variant="outline">
                      <Link href={paths.editor.getHref(caseId, d.id)}>
                        <FilePen aria-hidden="true" />
                        {t(m.edit, { kind: d.kind })}
                      </Link>
                    </Button>
                    <DownloadPdfButton onDownload={() => downloadCaseDocumentPdf(d)} />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {offerNotice ? (
            <div className="flex flex-col gap-3">
              <p>{t(m.offer)}</p>
              {draft.isError ? (
                <Alert variant="destructive" role="alert">
                  <AlertDescription>{courtErrorMessage(draft.error, m.pleaseTryAgain)}</AlertDescription>
                </Alert>
              ) : null}
              <Button
                type="button"
                className="self-start"
                disabled={draft.isPending}
                aria-busy={draft.isPending}
                onClick={() => draft.mutate()}
              >
                <FilePen aria-hidden="true" />
                {draft.isPending ? t(m.drafting) : t(m.draft)}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
      {notice ? (
        <MailItForMe
          caseId={caseId}
          documentId={notice.id}
          title={t(mailing.mailFinalNotice)}
          selfMailing={false}
        />
      ) : null}
      {offerFiling ? <FileInSmallClaims caseId={caseId} california={california} /> : null}
      {filedPackage && california ? <Sc100Card caseId={caseId} /> : null}
    </>
  );
}
