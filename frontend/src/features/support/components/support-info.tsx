import { Clock, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The side information of /support (spec §2): the response promise and the support hours. */
export function SupportInfo() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.howWeHelp)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{t(m.responseTime)}</h3>
            <p className="text-sm text-muted-foreground">{t(m.responseTimeBody)}</p>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">{t(m.supportHours)}</h3>
            <p className="text-sm text-muted-foreground">{t(m.supportHoursBody)}</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t(m.notALawFirm)}</p>
      </CardContent>
    </Card>
  );
}
