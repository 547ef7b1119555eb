import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { planName } from '@/lib/catalog-names';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';
import { planFeatureLines, priceLine, type PlanOffer } from '../lib/plan';

/** One plan from the catalog: name, price, trial and each feature once. */
export function PlanCard({
  plan,
  currency,
  selected = false,
  badge,
  description,
  footer,
  headingLevel = 'h2',
}: {
  plan: PlanOffer;
  currency: string;
  selected?: boolean;
  /** e.g. 'Recommended' */
  badge?: string;
  description?: ReactNode;
  footer?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const name = planName(plan.id, plan.name);
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      aria-current={selected ? 'true' : undefined}
      className={cn(selected && 'border-2 border-primary shadow-md')}
    >
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          {selected ? <Badge>{t(m.selected)}</Badge> : null}
          {badge ? <Badge variant="secondary">{badge}</Badge> : null}
        </div>
        {headingLevel === 'h2' ? (
          <CardTitle className="text-xl">{name}</CardTitle>
        ) : (
          <h3 className="text-xl leading-snug font-semibold text-heading">{name}</h3>
        )}
        <p className="text-3xl font-bold text-navy-900">{priceLine(plan, currency)}</p>
        {plan.trialDays > 0 ? (
          <p className="text-sm font-medium text-primary-soft-foreground">
            {t(m.freeTrial, { days: plan.trialDays })}
          </p>
        ) : null}
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm">
          {planFeatureLines(plan).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </Card>
  );
}
