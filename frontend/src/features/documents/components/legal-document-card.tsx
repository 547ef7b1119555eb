import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

/** Spec §2: the "Your Legal Document" card; its body depends on where the document is. */
export function LegalDocumentCard({ children }: { children: ReactNode }) {
  return (
    <Card role="region" aria-labelledby="legal-document-title">
      <CardHeader>
        <CardTitle id="legal-document-title">Your Legal Document</CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}
