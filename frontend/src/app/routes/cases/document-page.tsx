import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layouts/page-header';
import { PageSkeleton } from '@/components/layouts/page-skeleton';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { caseKeys } from '@/lib/case-keys';
import { downloadCaseDocument } from '@/features/cases/api/download-case-document';
import { getCaseQueryOptions } from '@/features/cases/api/get-case';
import { CaseStatusBadge } from '@/features/cases/components/case-status-badge';
import { CaseSummaryCard } from '@/features/documents/components/case-summary-card';
import { DocumentReady } from '@/features/documents/components/document-ready';
import { GenerationFailed } from '@/features/documents/components/generation-failed';
import { GenerationProgress } from '@/features/documents/components/generation-progress';
import { LegalDocumentCard } from '@/features/documents/components/legal-document-card';
import { PaymentRequired } from '@/features/documents/components/payment-required';
import { useDocumentGeneration } from '@/features/documents/hooks/use-document-generation';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useRequireAuth } from '@/lib/auth';
import { formatAmount, isDocumentType, type Case } from '@/lib/cases';
import { CaseNotFound, MessageCard } from './case-message';
import { CaseTimelinePanel } from '@/features/follow-up/components/case-timeline-panel';
import { messages as m } from '@/features/documents/messages';
import { useT } from '@/lib/i18n/use-t';
import { caseTypeLabelShown, DOCUMENT_TYPE_LABELS_SHOWN } from '@/lib/case-labels';
import { CaseDocumentsSection } from './case-documents-section';
import { FinalNoticeCopy } from './final-notice-copy';
import { HearingCard } from '@/features/court/components/hearing-card';
import { Sc100Card } from '@/features/court/components/sc100-card';

/** Spec §4: a case waiting for payment is asked for again every 3 seconds on the return page. */
export const PAYMENT_POLL_MS = 3_000;

/** Not paid for yet: no document to make. */
const UNPAID_STATUSES = new Set(['draft', 'pending']);
/** Paid for (or covered by a plan): the document is made automatically. */
const GENERATING_STATUSES = new Set(['paid', 'subscription']);

type DocumentState = 'unpaid' | 'generating' | 'ready' | 'other';

/** Spec §4: pending → Payment Required; content or completed → the document; paid without one → generating. */
function documentStateOf(item: Case): DocumentState {
  if (UNPAID_STATUSES.has(item.status)) return 'unpaid';
  if (item.documentContent || item.status === 'completed') return 'ready';
  if (GENERATING_STATUSES.has(item.status)) return 'generating';
  return 'other';
}

function documentTypeName(item: Case): string {
  const value = item.documentType ?? item.formData?.documentType ?? null;
  if (!value) return '—';
  return isDocumentType(value) ? DOCUMENT_TYPE_LABELS_SHOWN[value] : value;
}

function DocumentBody({ item, watchPayment }: { item: Case; watchPayment: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const state = documentStateOf(item);
  const onCompleted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: caseKeys.detail(item.id), exact: true });
    void queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
  }, [item.id, queryClient]);
  // Followed until the case is completed: a paid case may show its text a moment before its PDF.
  const generation = useDocumentGeneration({
    caseId: item.id,
    active: GENERATING_STATUSES.has(item.status),
    onCompleted,
  });

  if (state === 'unpaid') return <PaymentRequired caseId={item.id} watching={watchPayment} />;

  if (state === 'generating') {
    if (generation.status?.stage === 'failed') {
      return (
        <GenerationFailed
          lastError={generation.status.lastError}
          onRetry={generation.retry}
          retrying={generation.isRetrying}
        />
      );
    }
    return <GenerationProgress stage={generation.status?.stage} statusError={generation.isStatusError} />;
  }

  if (state === 'ready') {
    const { documentUrl } = item;
    const downloadable = item.status === 'completed' && documentUrl;
    return (
      <DocumentReady
        caseId={item.id}
        content={item.documentContent}
        title={item.documentTitle}
        smallClaims={(item.documentType ?? item.formData?.documentType) === 'small_claims'}
        onDownload={downloadable ? () => downloadCaseDocument(item.id, documentUrl) : null}
      />
    );
  }

  return (
    <p className="text-muted-foreground">
      {t.rich(m.noDocument, {
        link: (chunks) => (
          <Link
            href={paths.support.getHref()}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}

function DocumentContent({ caseId, watchPayment }: { caseId: string; watchPayment: boolean }) {
  const t = useT();
  const query = useQuery({
    ...getCaseQueryOptions(caseId),
    // the status may have moved on since the case was cached (paid, or its document made)
    refetchOnMount: 'always',
    refetchInterval: (current) =>
      watchPayment && current.state.data && UNPAID_STATUSES.has(current.state.data.status)
        ? PAYMENT_POLL_MS
        : false,
  });

  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <CaseNotFound />;
    return (
      <MessageCard title={t(m.loadFailed)} alert>
        <p className="text-muted-foreground">{getErrorMessage(query.error, t(m.checkConnection))}</p>
        <Button type="button" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          {t(m.tryAgain)}
        </Button>
      </MessageCard>
    );
  }

  const item = query.data;
  return (
    <div className="flex flex-col gap-6">
      <CaseSummaryCard
        title={item.title}
        caseType={caseTypeLabelShown(item.caseType || item.formData?.caseType)}
        amountClaimed={formatAmount(item.amount ?? item.formData?.amountClaimed)}
        documentType={documentTypeName(item)}
        status={<CaseStatusBadge status={item.status} />}
      />
      <LegalDocumentCard>
        <DocumentBody item={item} watchPayment={watchPayment} />
      </LegalDocumentCard>
      {item.status === 'completed' ? (
        <CaseDocumentsSection
          caseId={item.id}
          demandLetter={(item.documentType ?? item.formData?.documentType) === 'demand_letter'}
          california={(item.state ?? item.formData?.state) === 'CA'}
        />
      ) : null}
      {item.status === 'completed' ? <FinalNoticeCopy caseId={item.id} /> : null}
      {item.status === 'completed' &&
      (item.state ?? item.formData?.state) === 'CA' &&
      (item.documentType ?? item.formData?.documentType) === 'small_claims' ? (
        <Sc100Card caseId={item.id} />
      ) : null}
      {item.status === 'completed' ? <HearingCard caseId={item.id} /> : null}
      {item.status === 'completed' ? <CaseTimelinePanel caseId={item.id} /> : null}
    </div>
  );
}

/**
 * The frame of /document/{id} and /document-preview/{id}: signed-in only, the case summary and the
 * document in whatever state it is. `watchPayment` makes the page wait for a payment that is on its way.
 */
export function DocumentPage({
  caseId,
  title,
  metaTitle,
  description,
  watchPayment,
}: {
  caseId: string;
  title: string;
  metaTitle: string;
  description: string;
  watchPayment: boolean;
}) {
  const { isAuthenticated } = useRequireAuth();
  return (
    <PageContainer className="max-w-5xl">
      <PageMeta title={metaTitle} noIndex />
      <PageHeader title={title} description={description} />
      {isAuthenticated ? (
        <DocumentContent key={caseId} caseId={caseId} watchPayment={watchPayment} />
      ) : (
        <PageSkeleton />
      )}
    </PageContainer>
  );
}
