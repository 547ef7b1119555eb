import { AlertTriangle, FileDown, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { FormattedDocument } from '@/components/document/formatted-document';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { downloadFile } from '../api/download-file';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import type { MailingPreview as Preview } from '../api/types';

/** The address page for the double-window envelope: the return address above, the recipient below. */
function AddressPage({ from, to }: { from: string[]; to: string[] }) {
  const t = useT();
  return (
    <figure
      aria-label={t(m.addressPage)}
      className="mx-auto flex w-full max-w-[8.5in] flex-col gap-6 rounded-sm border border-border bg-white px-6 py-6 font-sans text-sm shadow-md"
    >
      <div
        className="w-64 max-w-full rounded-sm border border-dashed border-navy-300 p-2"
        data-testid="return-window"
      >
        {from.map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      </div>
      <div
        className="w-80 max-w-full rounded-sm border border-dashed border-navy-300 p-3 text-base"
        data-testid="recipient-window"
      >
        {to.map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      </div>
      <figcaption className="text-xs text-muted-foreground">{t(m.addressPageCaption)}</figcaption>
    </figure>
  );
}

/**
 * The exact pages as they will print: the address page, then the letter pages (never the private notes), with
 * anything worth checking about the addresses, and the same preview as a PDF.
 */
export function MailingPreview({ preview, pdfUrl }: { preview: Preview; pdfUrl: string }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(pdfUrl, 'mailing-preview.pdf');
    } catch {
      toast({
        variant: 'destructive',
        title: t(m.downloadFailed),
        description: t(m.previewDownloadFailed),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {preview.mailMode === 'sandbox' ? (
        <p className="flex items-center gap-2 text-sm text-warning-foreground">
          <FlaskConical className="size-4" aria-hidden="true" />
          {t(m.previewTestMode)}
        </p>
      ) : null}
      {preview.warnings.length > 0 ? (
        <Alert variant="warning">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>
            {preview.warnings.map((w) => (
              <p key={w}>{w}</p>
            ))}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-4 sm:rounded-md sm:bg-navy-50 sm:p-4">
        <AddressPage from={preview.from} to={preview.to} />
        <article
          aria-label={t(m.letterPages)}
          tabIndex={0}
          className="mx-auto max-h-[60vh] w-full max-w-[8.5in] overflow-y-auto rounded-sm border border-border bg-white px-4 py-6 font-serif text-base leading-7 shadow-md [overflow-wrap:anywhere] sm:px-12"
        >
          <FormattedDocument content={preview.letter} />
        </article>
      </div>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => void download()}
        disabled={downloading}
      >
        <FileDown aria-hidden="true" />
        {t(m.downloadPreview)}
      </Button>
    </div>
  );
}
