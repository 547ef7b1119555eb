import { toast } from '@/components/ui/use-toast';

let current: { dismiss: () => void } | null = null;

/**
 * The "your document is being drafted" toast after a case is paid for. It is withdrawn as soon as the document is
 * on screen (issue 32: it stayed, saying "being drafted", beside the finished letter).
 */
export function showDraftingNotice(title: string, description: string): void {
  current?.dismiss();
  current = toast({ title, description });
}

/** The document is shown: a notice that it is still being drafted would now be wrong. */
export function clearDraftingNotice(): void {
  current?.dismiss();
  current = null;
}
