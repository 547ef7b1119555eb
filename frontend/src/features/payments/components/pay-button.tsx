import { Loader2, Lock } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The one primary action of checkout; disabled and saying so while a payment is under way. */
export function PayButton({
  label,
  processing,
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { label: string; processing: boolean }) {
  return (
    <Button size="lg" className="w-full" disabled={processing || disabled} {...props}>
      {processing ? (
        <>
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Processing…
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
