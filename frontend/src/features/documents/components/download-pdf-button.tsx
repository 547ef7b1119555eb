import { Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/**
 * Download PDF: disabled while the file is fetched; a failure says 'Download Failed' (spec §8).
 * The download itself is passed in, so the page decides how the file is fetched and saved.
 */
export function DownloadPdfButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: 'Unable to download the document.',
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
      {downloading ? 'Downloading…' : 'Download PDF'}
    </Button>
  );
}
