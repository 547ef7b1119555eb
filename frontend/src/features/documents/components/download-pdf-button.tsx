import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/**
 * Download PDF: disabled while the file is fetched; a failure says 'Download Failed' (spec §8).
 * The download itself is passed in, so the page decides how the file is fetched and saved.
 */
export function DownloadPdfButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      toast({
        variant: 'destructive',
        title: translate(m.downloadFailed),
        description: translate(m.downloadFailedBody),
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button type="button" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
      {downloading ? (
        <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {downloading ? t(m.downloading) : t(m.downloadPdf)}
    </Button>
  );
}
