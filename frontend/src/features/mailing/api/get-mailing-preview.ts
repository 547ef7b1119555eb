import { apiJson } from '@/lib/api-client';
import type { MailingPreview, MailingRequest } from './types';

const query = (request: MailingRequest) => {
  const params = new URLSearchParams({ service: request.service });
  if (request.toAddress !== undefined) params.set('toAddress', request.toAddress);
  if (request.documentId !== undefined) params.set('documentId', request.documentId);
  return params.toString();
};

/** GET /api/cases/{id}/mailings/preview: the pages as they will print, the addresses and the price. */
export const getMailingPreview = (caseId: string, request: MailingRequest) =>
  apiJson<MailingPreview>(
    'GET',
    `/api/cases/${encodeURIComponent(caseId)}/mailings/preview?${query(request)}`,
  );

/** The print preview as a PDF (the address page, then the letter pages). */
export const mailingPreviewPdfUrl = (caseId: string, request: MailingRequest) =>
  `/api/cases/${encodeURIComponent(caseId)}/mailings/preview.pdf?${query(request)}`;
