import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-destructive aria-invalid:outline-destructive',
].join(' ');

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type ?? 'text'} className={cn(controlClasses, 'h-11 py-2', className)} {...props} />;
}
