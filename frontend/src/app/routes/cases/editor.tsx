import { useQuery } from '@tanstack/react-query';
import { History, Home, Loader2, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { PageContainer } from '@/components/layouts/page-header';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { downloadCaseDocument } from '@/features/cases/api/download-case-document';
import { getCaseQueryOptions } from '@/features/cases/api/get-case';
import {
  downloadCaseDocumentPdf,
  useCaseDocuments,
  type CaseDocument,
} from '@/features/documents/api/case-documents';
import { DocumentDisclaimer } from '@/features/documents/components/document-disclaimer';
import { DownloadPdfButton } from '@/features/documents/components/download-pdf-button';
import { useRevisions } from '@/features/editor/api/get-revisions';
import { ComplexityCard } from '@/features/editor/components/complexity-card';
import { DocumentWorkspace } from '@/features/editor/components/document-workspace';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRequireAuth } from '@/lib/auth';
import { formatAmount, type Case } from '@/lib/cases';
import { CASE_DOCUMENT_KIND_NAMES } from '@/features/documents/document-kind-names';
import { CaseRecommendations } from '../attorneys/case-recommendations';
import { MessageCard } from './case-message';
import { messages as m } from '@/features/editor/messages';
import { useT } from '@/lib/i18n/use-t';
import { caseTypeLabelShown } from '@/lib/case-labels';

function Spinner() {
  const t = useT();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-muted-foreground">
      <Loader2 className="size-8 animate-spin text-primary motion-reduce:animate-none" aria-hidden="true" />
      <span className="sr-only">{t(m.loading)}</span>
    </div>
  );
}

/** Spec §2: a missing case (or another account's, or one without a document yet). */
export function DocumentNotFound() {
  const t = useT();
  return (
    <Card className="mx-auto max-w-xl items-start">
      <h1 className="text-xl font-semibold text-heading">{t(m.notFound)}</h1>
      <p className="text-muted-foreground">{t(m.notFoundBody)}</p>
      <Button asChild>
        <Link href={paths.home.getHref()}>
          <Home aria-hidden="true" />
          {t(m.returnHome)}
        </Link>
      </Button>
    </Card>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <MessageCard title={t(m.loadFailed)} alert>
      <p className="text-muted-foreground">{getErrorMessage(error, t(m.checkConnection))}</p>
      <Button type="button" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t(m.tryAgain)}
      </Button>
    </MessageCard>
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function EditorBody({
  item,
  currentUserId,
  document,
}: {
  item: Case;
  currentUserId: string | null;
  /** A later document of the case (ADR 180); null for the first one. */
  document: CaseDocument | null;
}) {
  const t = useT();
  const [showHistory, setShowHistory] = useState(false);
  const revisions = useRevisions(item.id, document?.id ?? null);

  if (revisions.isPending) return <Spinner />;
  if (revisions.isError) {
    if (isNotFound(revisions.error)) return <DocumentNotFound />;
    return <LoadFailed error={revisions.error} onRetry={() => void revisions.refetch()} />;
  }
  if (revisions.data.length === 0) return <DocumentNotFound />;

  const { documentUrl } = item;
  const state = item.state ?? item.formData?.state ?? '—';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-heading sm:text-3xl">{t(m.title)}</h1>
          <p className="text-muted-foreground">
            {document ? `${t(CASE_DOCUMENT_KIND_NAMES[document.kind])} • ` : ''}
            {t(m.caseLine, {
              caseType: caseTypeLabelShown(item.caseType || item.formData?.caseType),
              state,
              amount: formatAmount(item.amount ?? item.formData?.amountClaimed),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            aria-pressed={showHistory}
            onClick={() => setShowHistory((on) => !on)}
          >
            <History aria-hidden="true" />
            {t(m.history)}
          </Button>
          {document ? (
            <DownloadPdfButton onDownload={() => downloadCaseDocumentPdf(document)} />
          ) : documentUrl ? (
            <DownloadPdfButton onDownload={() => downloadCaseDocument(item.id, documentUrl)} />
          ) : null}
        </div>
      </div>
      <DocumentDisclaimer />
      <DocumentWorkspace
        key={document?.id ?? 'first'}
        caseId={item.id}
        documentId={document?.id ?? null}
        revisions={revisions.data}
        currentUserId={currentUserId}
        showHistory={showHistory}
        aside={
          <>
            {item.complexityScore !== null && item.complexityScore !== undefined ? (
              <ComplexityCard score={item.complexityScore} reasons={item.complexityReasons ?? []} />
            ) : null}
            <CaseRecommendations caseId={item.id} />
          </>
        }
      />
    </div>
  );
}

function EditorContent({
  caseId,
  documentId,
  currentUserId,
}: {
  caseId: string;
  documentId: string | null;
  currentUserId: string | null;
}) {
  const query = useQuery({
    ...getCaseQueryOptions(caseId),
    refetchOnMount: 'always',
    retry: (n, e) => !isNotFound(e) && n < 2,
  });
  const documents = useCaseDocuments(caseId, documentId !== null);
  if (query.isPending || (documentId !== null && documents.isPending)) return <Spinner />;
  if (query.isError) {
    if (isNotFound(query.error)) return <DocumentNotFound />;
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (documentId !== null && documents.isError) {
    if (isNotFound(documents.error)) return <DocumentNotFound />;
    return <LoadFailed error={documents.error} onRetry={() => void documents.refetch()} />;
  }
  const document = documentId === null ? null : (documents.data?.find((d) => d.id === documentId) ?? null);
  if (documentId !== null && !document) return <DocumentNotFound />;
  return (
    <EditorBody
      item={query.data}
      currentUserId={currentUserId}
      document={document?.first ? null : document}
    />
  );
}

/** /editor/:caseId: edit the document, keep every version, compare and go back (spec §2, issue 14). */
export function EditorRoute() {
  const { caseId } = useParams<{ caseId: string }>();
  const documentId = new URLSearchParams(useSearch()).get('document');
  const { isAuthenticated, user } = useRequireAuth();
  const t = useT();
  return (
    <PageContainer>
      <PageMeta title={t(m.title)} noIndex />
      {isAuthenticated ? (
        <EditorContent
          key={`${caseId}:${documentId ?? ''}`}
          caseId={caseId}
          documentId={documentId}
          currentUserId={user?.id ?? null}
        />
      ) : (
        <Spinner />
      )}
    </PageContainer>
  );
}
