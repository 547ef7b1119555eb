import { Languages, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { downloadReadingCopy } from '../api/reading-copy';
import { messages as m } from '../messages';

/**
 * The Spanish reading copy (issue 33, ADR 206): offered on the document page when the page is in Spanish. The
 * copy is for reading only; the letter that is sent stays in English, and the note under the button says so.
 */
export function ReadingCopyDownload({ caseId }: { caseId: string }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReadingCopy(caseId);
    } catch {
      toast({
        variant: 'destructive',
        title: translate(m.downloadFailed),
        description: translate(m.readingCopyFailed),
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section
      aria-labelledby="reading-copy-title"
      className="rounded-md border border-navy-300 bg-surface p-4"
    >
      <h2 id="reading-copy-title" className="text-base font-semibold">
        {t(m.readingCopyTitle)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t(m.readingCopyBody)}</p>
      <Button
        type="button"
        variant="outline"
        className="mt-3"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
      >
        {downloading ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Languages aria-hidden="true" />
        )}
        {downloading ? t(m.downloading) : t(m.readingCopyDownload)}
      </Button>
    </section>
  );
}
