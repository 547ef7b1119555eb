import { Languages, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCaseDocuments } from '@/features/documents/api/case-documents';
import { useT } from '@/lib/i18n/use-t';
import { downloadFinalNoticeCopy } from '@/features/court/api/final-notice-copy';
import { messages as m } from '@/features/court/messages';

/**
 * The Spanish reading copy of the final notice (issue 33, ADR 209), like the letter's (ADR 206): offered on a
 * Spanish document page once the case has a final notice. The notice that is mailed stays in English.
 */
export function FinalNoticeCopy({ caseId }: { caseId: string }) {
  const t = useT();
  const headingId = useId();
  const documents = useCaseDocuments(caseId);
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const hasNotice = (documents.data ?? []).some((d) => d.kind === 'final_notice');
  if (t.language !== 'es' || !hasNotice) return null;
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadFinalNoticeCopy(caseId);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-navy-300 bg-surface p-4">
      <h2 id={headingId} className="text-base font-semibold">
        {t(m.noticeCopyTitle)}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t(m.noticeCopyBody)}</p>
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
        {t(downloading ? m.noticeCopyDownloading : m.noticeCopyDownload)}
      </Button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {t(m.noticeCopyFailed)}
        </p>
      ) : null}
    </section>
  );
}
