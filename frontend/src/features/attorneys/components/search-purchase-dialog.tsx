import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The "Unlock attorney search" modal; its own chunk (with the dialog library), loaded when it first opens. */
export function SearchPurchaseDialog({
  searchPrice,
  onClose,
  children,
}: {
  searchPrice: string | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Unlock attorney search</DialogTitle>
          <DialogDescription>
            {searchPrice === 'Included'
              ? 'Attorney search is included with your plan.'
              : `Search the whole directory for 30 days${searchPrice ? ` for ${searchPrice}, one time` : ''}. Included with every plan.`}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
