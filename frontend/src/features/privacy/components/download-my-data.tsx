import { Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadMyData } from '../api/download-my-data';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** 'Download my data': one JSON file with everything SueGo holds about the account (GET /api/account/export). */
export function DownloadMyData() {
  const t = useT();
  const download = useDownloadMyData();

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold text-heading">{t(m.downloadTitle)}</h3>
        <p className="text-sm text-muted-foreground">{t(m.downloadBody)}</p>
      </div>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {download.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {download.isPending ? t(m.preparing) : t(m.downloadTitle)}
      </Button>
      <div aria-live="polite" className="text-sm">
        {download.isSuccess ? <p>{t(m.saved, { fileName: download.data.fileName })}</p> : null}
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(download.error, t(m.downloadFailed))}
        </p>
      ) : null}
    </div>
  );
}
