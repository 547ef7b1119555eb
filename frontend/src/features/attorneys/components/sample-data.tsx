import { FlaskConical } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';

/** On every card of a fictional attorney (docs/adr/090): never mistaken for a real lawyer. */
export function SampleBadge() {
  return (
    <Badge variant="warning" title="A fictional attorney of SueGo's sample directory">
      Sample data
    </Badge>
  );
}

/** Says plainly that (part of) the directory is sample data, with the live counts. */
export function SampleDirectoryNote({ sample, total }: { sample: number; total: number }) {
  if (sample === 0) return null;
  const all = sample === total;
  return (
    <Alert variant="warning" role="note">
      <FlaskConical aria-hidden="true" />
      <div>
        <AlertTitle>
          {all ? 'This is a sample directory' : 'Part of this directory is sample data'}
        </AlertTitle>
        <AlertDescription>
          <p>
            {all
              ? 'Every attorney listed here is'
              : `${sample.toLocaleString('en-US')} of the attorneys listed here are`}{' '}
            fictional, generated at real cities and ZIP codes to show how search works. They are not real
            lawyers and their contact details lead nowhere.
          </p>
        </AlertDescription>
      </div>
    </Alert>
  );
}
