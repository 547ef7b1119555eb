import { Gauge } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { translate } from '@/lib/i18n/runtime';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** Spec §4 bands: 0-2 low, 3-5 medium, 6 and above high. */
export function complexityBand(score: number): {
  label: string;
  variant: 'default' | 'secondary' | 'warning';
} {
  if (score >= 6) return { label: translate(m.complexityHigh), variant: 'warning' };
  if (score >= 3) return { label: translate(m.complexityMedium), variant: 'secondary' };
  return { label: translate(m.complexityLow), variant: 'default' };
}

/** Case Complexity: the 0-10 score, its band and the reasons behind it. */
export function ComplexityCard({ score, reasons }: { score: string; reasons: readonly string[] }) {
  const t = useT();
  const value = Number(score);
  const band = complexityBand(value);
  return (
    <Card aria-labelledby="complexity-title">
      <CardHeader>
        <CardTitle id="complexity-title" className="flex items-center gap-2">
          <Gauge className="size-5 text-primary" aria-hidden="true" />
          {t(m.complexity)}
        </CardTitle>
      </CardHeader>
      <p className="text-3xl font-bold text-heading">
        {Number.isInteger(value) ? value : value.toFixed(1)}
        <span className="text-base font-normal text-muted-foreground">/10</span>
      </p>
      <Badge variant={band.variant}>{band.label}</Badge>
      {reasons.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t(m.complexityNone)}</p>
      )}
    </Card>
  );
}
