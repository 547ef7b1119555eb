import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

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
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(m.unlockSearch)}</DialogTitle>
          <DialogDescription>
            {searchPrice === t(m.included)
              ? t(m.includedWithPlan)
              : searchPrice
                ? t(m.searchWholeFor, { price: searchPrice })
                : t(m.searchWhole)}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
