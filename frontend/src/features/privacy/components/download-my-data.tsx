import { Download, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useDownloadMyData } from '../api/download-my-data';

/** 'Download my data': one JSON file with everything SueGo holds about the account (GET /api/account/export). */
export function DownloadMyData() {
  const download = useDownloadMyData();

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold text-heading">Download my data</h3>
        <p className="text-sm text-muted-foreground">
          One JSON file with everything we hold about you: your profile and sign-ins, every case with its full history,
          document versions, payments, subscriptions, saved cards (brand and last 4 digits) and the emails we sent you.
        </p>
      </div>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => download.mutate()}
        disabled={download.isPending}
      >
        {download.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {download.isPending ? 'Preparing your data…' : 'Download my data'}
      </Button>
      <div aria-live="polite" className="text-sm">
        {download.isSuccess ? <p>Your data was saved as {download.data.fileName}.</p> : null}
      </div>
      {download.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {getErrorMessage(download.error, "We couldn't prepare your data. Please try again.")}
        </p>
      ) : null}
    </div>
  );
}
