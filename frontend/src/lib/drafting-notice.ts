import { toast } from '@/components/ui/use-toast';

/** What the notice says once the document is on screen. */
export const DOCUMENT_READY_NOTICE = 'Your document is ready.';

let current: { title: string; update: (next: { title: string; description: string }) => void } | null = null;

/**
 * The "your document is being drafted" toast after a case is paid for. Once the document is on screen it says so
 * instead (issue 32: it stayed, saying "being drafted now", beside the finished letter).
 */
export function showDraftingNotice(title: string, description: string): void {
  const shown = toast({ title, description });
  current = { title, update: (next) => shown.update(next) };
}

/** The document is shown: a notice that it is still being drafted would now be wrong. */
export function settleDraftingNotice(): void {
  current?.update({ title: current.title, description: DOCUMENT_READY_NOTICE });
  current = null;
}
