/** One saved text of a case's document (GET /api/cases/{id}/revisions). */
export interface Revision {
  id: string;
  caseId: string;
  /** "1.0", "1.1", … */
  version: string;
  content: string;
  editSummary: string;
  isActive: boolean;
  /** null for the drafted 1.0 */
  authorId: string | null;
  baseVersion: string | null;
  createdAt: string;
}

/** Body of POST /api/cases/{id}/revisions. */
export interface SaveRevisionInput {
  content: string;
  editSummary: string;
  /** The active version the text was edited from; 409 when someone saved first. */
  baseVersion: string;
}
