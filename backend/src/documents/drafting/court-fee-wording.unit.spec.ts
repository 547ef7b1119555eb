import { getJurisdiction } from '../../law/law-table';
import { STATE_CODES } from '../../law/law-table.types';
import { caseDetails, FIXED_CASE_ID, FIXED_TODAY } from '../../testing/documents/case-fixtures';
import { letterOf } from '../../testing/documents/document-parts';
import { draftTemplateDocument } from './draft-document';

/**
 * Issue 42 point 4: a fee read on one court's page is said as that court's, in the notes and the package, never as
 * the state's; the letter to the other side names no fee at all.
 */
describe("a one court's filing fee is said as that court's", () => {
  const oneCourt = STATE_CODES.filter(
    (s) => getJurisdiction(s, FIXED_TODAY).smallClaims.filingFee.value.court,
  );

  it('covers the states whose fee was read on one court page', () => {
    expect(oneCourt).toEqual(expect.arrayContaining(['OH', 'LA', 'AL', 'MT']));
  });

  it.each(oneCourt)('%s', (state) => {
    const fee = getJurisdiction(state, FIXED_TODAY).smallClaims.filingFee.value;
    const { content } = draftTemplateDocument({
      caseId: FIXED_CASE_ID,
      today: FIXED_TODAY,
      details: caseDetails({ state, caseType: 'unpaid-work', documentType: 'small_claims' }),
    });
    expect(content).toContain(`the ${fee.court ?? ''} charges`);
    expect(content).toContain('fees differ by court: confirm yours');
    expect(content).not.toMatch(/pay the filing fee, (about )?\$/);
    expect(letterOf(content)).not.toMatch(/filing fee/i);
  });
});
