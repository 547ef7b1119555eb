import { AlertTriangle, Download, FlaskConical, Mail, PackageCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { downloadFile, proofUrl } from '../api/download-file';
import type { Mailing } from '../api/types';
import { formatDay, formatMoney, serviceLabel, statusLabel } from './mailing-labels';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

const VARIANT = {
  delivered: 'default',
  returned: 'warning',
  rejected: 'destructive',
  canceled: 'outline',
} as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-semibold text-heading sm:w-56">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/**
 * One mailing as the document page tracks it: where the letter is (mailed with its tracking number, in transit,
 * delivered on a date, or returned to sender), the delivery date to count the deadline from (an estimate for
 * First-Class), the response date printed in the letter, a warning when delivery left fewer days than promised,
 * and the proof: the exact PDF mailed, with its SHA-256.
 */
export function MailingTracking({ mailing, caseId }: { mailing: Mailing; caseId: string }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const title =
    mailing.carrier === 'self'
      ? t(m.mailedByYou)
      : mailing.service
        ? serviceLabel(mailing.service)
        : t(m.letter);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(proofUrl(caseId, mailing.id), `mailed-letter-${mailing.id}.pdf`);
    } catch {
      toast({
        variant: 'destructive',
        title: t(m.downloadFailed),
        description: t(m.mailedDownloadFailed),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article
      aria-label={t(m.trackingTitle, { title, status: statusLabel(mailing.status) })}
      className="flex flex-col gap-4 rounded-md border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Mail className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-heading">{title}</h3>
        <Badge
          variant={VARIANT[mailing.status as keyof typeof VARIANT] ?? 'secondary'}
          data-testid="mailing-status"
        >
          {statusLabel(mailing.status)}
        </Badge>
      </div>

      {mailing.carrier === 'sandbox' ? (
        <p className="flex items-center gap-2 text-sm text-warning-foreground">
          <FlaskConical className="size-4" aria-hidden="true" />
          {t(m.trackingTestMode)}
        </p>
      ) : null}

      <dl className="flex flex-col gap-2 text-sm">
        {mailing.to ? <Row label={t(m.to)}>{mailing.to.join(', ')}</Row> : null}
        {mailing.mailedOn ? <Row label={t(m.mailedOn)}>{formatDay(mailing.mailedOn)}</Row> : null}
        {mailing.trackingNumber ? <Row label={t(m.trackingNumber)}>{mailing.trackingNumber}</Row> : null}
        {mailing.deliveredAt ? <Row label={t(m.deliveredOn)}>{formatDay(mailing.deliveredAt)}</Row> : null}
        {!mailing.deliveredAt && mailing.deliveryDate ? (
          <Row label={t(m.estimatedDelivery)}>{t(m.estimate, { date: formatDay(mailing.deliveryDate) })}</Row>
        ) : null}
        {mailing.returnedAt ? <Row label={t(m.returnedOn)}>{formatDay(mailing.returnedAt)}</Row> : null}
        {mailing.responseDueDate ? (
          <Row label={t(m.responseDate)}>{formatDay(mailing.responseDueDate)}</Row>
        ) : null}
      </dl>

      {mailing.deliveryShortfall ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <div>
            <AlertTitle>{t(m.shortfallTitle)}</AlertTitle>
            <AlertDescription>
              <p>
                {t(mailing.deliveryIsEstimate ? m.shortfallEstimate : m.shortfallDelivered, {
                  date: formatDay(mailing.deliveryDate!),
                  left: mailing.deliveryShortfall.daysLeft,
                  promised: mailing.deliveryShortfall.daysPromised,
                })}
              </p>
              <p>{t(m.shortfallAdvice, { date: formatDay(mailing.deliveryShortfall.suggestedDate) })}</p>
            </AlertDescription>
          </div>
        </Alert>
      ) : null}

      {mailing.status === 'returned' ? (
        <Alert variant="warning">
          <Undo2 aria-hidden="true" />
          <AlertDescription>
            <p>{t(m.returned)}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {mailing.status === 'rejected' ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            <p>{t(m.refused, { reason: mailing.rejectedReason ?? '' })}</p>
            <p>
              {mailing.refundedAmount > 0
                ? t(m.refunded, { amount: formatMoney(mailing.refundedAmount) })
                : mailing.payment === 'card'
                  ? t(m.beingRefunded)
                  : t(m.nothingCharged)}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {mailing.events.length > 0 ? (
        <div>
          <h4 className="mb-1 text-sm font-semibold text-heading">{t(m.tracking)}</h4>
          <ol className="flex flex-col gap-1 text-sm" aria-label={t(m.trackingHistory)}>
            {mailing.events.map((step, i) => (
              <li key={i} className="flex flex-wrap gap-x-2">
                <span className="text-muted-foreground">{formatDay(step.at)}</span>
                <span>{step.description}</span>
                {step.location ? <span className="text-muted-foreground">({step.location})</span> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {mailing.proofAvailable ? (
        <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
          <p className="flex items-center gap-2">
            <PackageCheck className="size-4 text-primary" aria-hidden="true" />
            {mailing.pageCount ? t(m.proofPages, { pages: mailing.pageCount }) : t(m.proof)}{' '}
            <code className="break-all font-mono text-xs">{mailing.pdfSha256}</code>
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() => void download()}
            disabled={downloading}
            className="self-start"
          >
            <Download aria-hidden="true" />
            {t(m.downloadMailed)}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
