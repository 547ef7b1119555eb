import { downloadFile } from '@/features/mailing/api/download-file';

/** The Spanish reading copy of the case's letter and private notes (issue 33): a PDF built on each request. */
export const readingCopyUrl = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/reading-copy`;

export const downloadReadingCopy = (caseId: string) =>
  downloadFile(readingCopyUrl(caseId), `copia-de-referencia-${caseId}.pdf`);
