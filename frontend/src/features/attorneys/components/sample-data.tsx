import { FlaskConical } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** On every card of a fictional attorney (docs/adr/090): never mistaken for a real lawyer. */
export function SampleBadge() {
  const t = useT();
  return (
    <Badge variant="warning" title={t(m.sampleTitle)}>
      {t(m.sampleBadge)}
    </Badge>
  );
}

/** Says plainly that (part of) the directory is sample data, with the live counts. */
export function SampleDirectoryNote({ sample, total }: { sample: number; total: number }) {
  const t = useT();
  if (sample === 0) return null;
  const all = sample === total;
  return (
    <Alert variant="warning" role="note">
      <FlaskConical aria-hidden="true" />
      <div>
        <AlertTitle>{all ? t(m.sampleAll) : t(m.samplePart)}</AlertTitle>
        <AlertDescription>
          <p>{all ? t(m.sampleAllBody) : t(m.samplePartBody, { count: t.number(sample) })}</p>
        </AlertDescription>
      </div>
    </Alert>
  );
}
