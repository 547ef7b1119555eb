import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/use-t';
import { messages as m } from '../messages';

/** Spec §2: the "Your Legal Document" card; its body depends on where the document is. */
export function LegalDocumentCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card role="region" aria-labelledby="legal-document-title">
      <CardHeader>
        <CardTitle id="legal-document-title">{t(m.yourLegalDocument)}</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}
