import * as browser from '../../../../frontend/src/lib/cases';
import { CASE_TYPE_LABELS, CASE_TYPES, CLAIMANT_KINDS, DOCUMENT_TYPES, type CaseStatus } from '../../claim/case.types';

// The browser keeps its own copy of the case vocabulary (frontend/src/lib/cases.ts: the frontend may not import the
// backend). This contract holds the copy to the server's, which is the reference (docs/adr/154).
describe('the case vocabulary of the browser', () => {
  it('has the server case types, document types and claimant kinds, in the same order', () => {
    expect([...browser.CASE_TYPES]).toEqual([...CASE_TYPES]);
    expect([...browser.DOCUMENT_TYPES]).toEqual([...DOCUMENT_TYPES]);
    expect([...browser.CLAIMANT_KINDS]).toEqual([...CLAIMANT_KINDS]);
  });

  it('labels case types as the server does (titles, My Documents, PDFs)', () => {
    expect(browser.CASE_TYPE_LABELS).toEqual(CASE_TYPE_LABELS);
  });

  it('knows the same case statuses', () => {
    const statuses = ['draft', 'pending', 'paid', 'subscription', 'under_review', 'completed'] as const;
    // Both unions must accept exactly these: a missing or extra member fails to compile.
    const server: readonly CaseStatus[] = statuses;
    const shown: readonly browser.CaseStatus[] = statuses;
    const exhaustive = (s: CaseStatus | browser.CaseStatus): (typeof statuses)[number] => s;
    expect(server.map(exhaustive)).toEqual(shown);
  });
});
