import type { ReactNode } from 'react';

export function StatusList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2">{children}</dl>;
}

export function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </>
  );
}
