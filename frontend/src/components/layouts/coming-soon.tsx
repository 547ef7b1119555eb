import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * Honest placeholder for a part of SueGo that is still being built: it never shows sample data
 * or pretends an action worked.
 */
export function ComingSoon({
  children,
  actions,
  showSupportLink = true,
}: {
  children?: ReactNode;
  actions?: ReactNode;
  showSupportLink?: boolean;
}) {
  return (
    <Card className="max-w-2xl" data-testid="coming-soon">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-warning ring-1 ring-warning-border">
          <Hammer className="size-5 text-warning-foreground" aria-hidden="true" />
        </span>
        <Badge variant="warning">Coming soon</Badge>
      </div>
      <h2 className="text-xl font-semibold">This part of SueGo is being built</h2>
      <div className="flex flex-col gap-2 text-muted-foreground">
        {children}
        <p>
          Nothing on this page is live yet, so nothing you do here is charged, sent or saved.
          {showSupportLink ? (
            <>
              {' '}
              Questions?{' '}
              <Link
                href={paths.support.getHref()}
                className="font-semibold text-primary underline underline-offset-4"
              >
                Contact support
              </Link>
              .
            </>
          ) : null}
        </p>
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </Card>
  );
}
