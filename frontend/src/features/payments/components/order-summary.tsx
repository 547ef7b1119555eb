import { useId, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { PromoResult } from '../api/validate-promo';
import { formatMoney } from '../lib/money';

import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

export interface OrderSummaryProps {
  /** e.g. "Unpaid Work v. Acme LLC" */
  caseTitle?: string;
  caseType: string;
  state: string;
  /** already formatted, e.g. "$2,500.00" */
  amountClaimed: string;
  documentName: string;
  /** the catalog price of the document, in cents */
  price: number;
  currency: string;
  promo: PromoResult | null;
  /** what the user pays, in cents */
  total: number;
  /** the promo box */
  children?: ReactNode;
}

function Row({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium break-words">{children}</dd>
    </div>
  );
}

/** What is being bought and what it costs; every price comes from the server (DESIGN §6). */
export function OrderSummary({
  caseTitle,
  caseType,
  state,
  amountClaimed,
  documentName,
  price,
  currency,
  promo,
  total,
  children,
}: OrderSummaryProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t(m.orderSummary)}</CardTitle>
        {caseTitle ? <CardDescription className="break-words">{caseTitle}</CardDescription> : null}
      </CardHeader>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t(m.caseType)}>{caseType}</Row>
        <Row label={t(m.state)}>{state}</Row>
        <Row label={t(m.amountClaimed)}>{amountClaimed}</Row>
        <Row label={t(m.document)}>{documentName}</Row>
      </dl>
      <dl className="flex flex-col gap-2 border-t border-border pt-4">
        <Row label={t(m.price)}>{formatMoney(price, currency)}</Row>
        {promo ? (
          <Row
            label={
              <>
                {t(m.promoCode)} <span className="font-mono font-semibold text-foreground">{promo.code}</span>
                {promo.description ? <span className="block text-sm">{promo.description}</span> : null}
              </>
            }
            className="text-primary-soft-foreground"
          >
            <span className="text-primary-soft-foreground">
              −{formatMoney(promo.discountAmount, currency)}
            </span>
          </Row>
        ) : null}
        <Row
          label={<span className="font-semibold text-foreground">{t(m.total)}</span>}
          className="border-t border-border pt-3 text-lg"
        >
          <span className="font-bold text-heading">{formatMoney(total, currency)}</span>
        </Row>
      </dl>
      {children}
    </Card>
  );
}
