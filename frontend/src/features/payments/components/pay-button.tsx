import { Loader2, Lock } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** The one primary action of checkout; disabled and saying so while a payment is under way. */
export function PayButton({
  label,
  processing,
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { label: string; processing: boolean }) {
  const t = useT();
  return (
    <Button size="lg" className="w-full" disabled={processing || disabled} {...props}>
      {processing ? (
        <>
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {t(m.processing)}
        </>
      ) : (
        <>
          <Lock aria-hidden="true" />
          {label}
        </>
      )}
    </Button>
  );
}
