import { AlertTriangle, FilePlus2, FileSearch, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A one-message card for the case pages (not found, load errors); `alert` marks a problem for screen readers. */
export function MessageCard({
  title,
  children,
  alert,
}: {
  title: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <Card role={alert ? 'alert' : undefined} className="max-w-xl items-start">
      {alert ? (
        <AlertTriangle className="size-7 text-warning-border" aria-hidden="true" />
      ) : (
        <FileSearch className="size-8 text-primary" aria-hidden="true" />
      )}
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** 'Case not found' (spec §8) for a missing case or another account's: the two are never told apart. */
export function CaseNotFound({ note }: { note?: string }) {
  return (
    <MessageCard title="Case not found">
      <p className="text-muted-foreground">
        We couldn't find this case in your account. It may belong to another account, or the link may be
        wrong.
        {note ? ` ${note}` : null}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href={paths.myDocuments.getHref()}>
            <FolderOpen aria-hidden="true" />
            Go to My Documents
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.questionnaire.getHref()}>
            <FilePlus2 aria-hidden="true" />
            Start a new case
          </Link>
        </Button>
      </div>
    </MessageCard>
  );
}
