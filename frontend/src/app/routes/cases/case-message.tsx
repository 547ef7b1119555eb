import { AlertTriangle, FilePlus2, FileSearch, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from './checkout.messages';

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
  const t = useT();
  return (
    <MessageCard title={t(m.caseNotFound)}>
      <p className="text-muted-foreground">
        {t(m.caseNotFoundBody)}
        {note ? ` ${note}` : null}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href={paths.myDocuments.getHref()}>
            <FolderOpen aria-hidden="true" />
            {t(m.goToMyDocuments)}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.questionnaire.getHref()}>
            <FilePlus2 aria-hidden="true" />
            {t(m.startNewCase)}
          </Link>
        </Button>
      </div>
    </MessageCard>
  );
}
