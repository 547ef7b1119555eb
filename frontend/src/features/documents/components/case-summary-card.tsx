import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export interface CaseSummaryCardProps {
  /** the case title, e.g. "Unpaid Work v. Acme Renovations LLC" */
  title?: string | null;
  caseType: string;
  /** formatted, e.g. "$2,500.00" */
  amountClaimed: string;
  documentType: string;
  /** the status badge (the cases feature owns how a status reads) */
  status: ReactNode;
}

/** Spec §2: case type, amount claimed, document type and status. */
export function CaseSummaryCard({
  title,
  caseType,
  amountClaimed,
  documentType,
  status,
}: CaseSummaryCardProps) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="case-summary-title">
      <CardHeader>
        <CardTitle id="case-summary-title">{t(m.caseSummary)}</CardTitle>
        {title?.trim() ? <CardDescription className="break-words">{title}</CardDescription> : null}
      </CardHeader>
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4">
        <Item label={t(m.caseType)}>{caseType}</Item>
        <Item label={t(m.amountClaimed)}>{amountClaimed}</Item>
        <Item label={t(m.documentType)}>{documentType}</Item>
        <Item label={t(m.status)}>{status}</Item>
      </dl>
    </Card>
  );
}
