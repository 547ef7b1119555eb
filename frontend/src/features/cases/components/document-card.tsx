import { ArrowRight, ClipboardList, CreditCard, Download, Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { FormattedDocument } from '@/components/document/formatted-document';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { caseTypeLabelShown } from '@/lib/case-labels';
import { formatAmount, type CaseSummary } from '@/lib/cases';
import { downloadCaseDocument } from '../api/download-case-document';
import { CaseStatusBadge } from './case-status-badge';

import { useT, type Translator } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const LATER_DOCUMENT_NAMES = { final_notice: m.laterFinalNotice, small_claims: m.laterSmallClaims } as const;

/** Spec §9: a card previews the first 300 characters of the document. */
export const PREVIEW_LENGTH = 300;

/** The server sends the first 300 characters and the document's length; a longer document gets an ellipsis. */
export function documentPreview(preview: string, length = preview.length): string {
  const start = preview.slice(0, PREVIEW_LENGTH);
  return length > PREVIEW_LENGTH ? `${start}…` : start;
}

/** Cases whose document exists or is on its way; a case still waiting for payment has none to view. */
const HAS_DOCUMENT_STATUSES = new Set(['paid', 'subscription', 'under_review', 'completed']);

function formatCreated(value: string, t: Translator): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : t.date(date, { year: 'numeric', month: 'long', day: 'numeric' });
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function DocumentCard({ item, extra }: { item: CaseSummary; extra?: ReactNode }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const formData = item.formData ?? {};
  const label = caseTypeLabelShown(item.caseType || formData.caseType);
  const title = item.title?.trim() ? item.title : label;
  const plaintiff = formData.plaintiffName?.trim();
  const defendant = formData.defendantName?.trim();
  const canDownload = item.status === 'completed' && Boolean(item.documentUrl);
  const hasDocument = Boolean(item.documentPreview) || HAS_DOCUMENT_STATUSES.has(item.status);
  const headingId = `case-${item.id}-title`;

  const download = async () => {
    if (!item.documentUrl) return;
    setDownloading(true);
    try {
      await downloadCaseDocument(item.id, item.documentUrl);
    } catch (error) {
      // Spec §8: a failed download on My Documents is only logged.
      console.error('Download failed', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card aria-labelledby={headingId} role="article" className="min-w-0">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={headingId} className="min-w-0 break-words">
            {title}
          </CardTitle>
          <CaseStatusBadge status={item.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          {t(m.created, { date: formatCreated(item.createdAt, t) })}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label={t(m.amount)}>{formatAmount(item.amount ?? formData.amountClaimed)}</Detail>
          <Detail label={t(m.state)}>{item.state || formData.state || '—'}</Detail>
          <Detail label={t(m.caseType)}>{label}</Detail>
        </dl>
        {plaintiff || defendant ? (
          <p className="text-sm">
            <span className="font-medium">{`${t(m.parties)} `}</span>
            {t(m.partiesLine, {
              plaintiff: plaintiff || t(m.you),
              defendant: defendant || t(m.theOtherParty),
            })}
          </p>
        ) : null}
        {formData.disputeDescription?.trim() ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{formData.disputeDescription}</p>
        ) : null}
        {item.documentPreview ? (
          <figure className="rounded-md border border-border bg-navy-50 p-3">
            <figcaption className="sr-only">{t(m.startOfDocument)}</figcaption>
            <FormattedDocument
              data-testid="document-preview"
              className="font-serif text-sm text-foreground [&_h2]:text-base [&_h3]:text-sm [&_hr]:my-2"
              content={documentPreview(item.documentPreview, item.documentLength)}
            />
          </figure>
        ) : null}
        {item.laterDocuments?.length ? (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium">{t(m.alsoInCase)}</p>
            <ul className="flex flex-col gap-1">
              {item.laterDocuments.map((d) => (
                <li key={d.id}>
                  <Link
                    href={paths.editor.getHref(item.id, d.id)}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {t(m.laterDocument, { name: t(LATER_DOCUMENT_NAMES[d.kind]), version: d.version })}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {extra}
      </CardContent>
      <CardFooter className="mt-auto">
        {item.status === 'pending' ? (
          <>
            <Button asChild>
              <Link href={paths.checkout.getHref(item.id)}>
                <CreditCard aria-hidden="true" />
                {t(m.continueToPayment)}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.caseReview.getHref(item.id)}>
                <ClipboardList aria-hidden="true" />
                {t(m.reviewDetails)}
              </Link>
            </Button>
          </>
        ) : null}
        {hasDocument ? (
          <Button asChild variant={canDownload ? 'outline' : 'default'}>
            <Link href={paths.documentPreview.getHref(item.id)}>
              <Eye aria-hidden="true" />
              {t(m.viewFullDocument)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
        {canDownload ? (
          <Button type="button" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" />
            {downloading ? t(m.downloading) : t(m.downloadPdf)}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
