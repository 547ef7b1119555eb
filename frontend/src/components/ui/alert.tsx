import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  "relative flex w-full gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
  {
    variants: {
      variant: {
        info: 'border-navy-200 bg-navy-50 text-navy-900',
        success: 'border-primary/40 bg-primary-soft text-primary-soft-foreground',
        warning: 'border-warning-border bg-warning text-warning-foreground',
        destructive: 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />;
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="alert-title" className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('flex flex-col gap-1', className)} {...props} />;
}
