import { caseDetails } from '../../testing/documents/case-fixtures';
import { finalNoticeFigures, type FinalNoticeInput } from './court-steps';
import { buildLetterViewModel } from './letter-view-model';

const input = (
  details: FinalNoticeInput['details'],
  firstLetterDate: string,
  today: string,
): FinalNoticeInput => ({
  caseId: 'c-1',
  details,
  today,
  firstLetter: { date: firstLetterDate, mailing: null },
  outcome: 'no_response',
  amountReceivedCents: null,
});

describe("the final notice never undercuts the first letter's deadline (issue 43 point 4)", () => {
  it('keeps the first letter’s later deadline when 14 days from the notice would end sooner', () => {
    // A Texas DTPA notice gave the first letter 65 days; a notice sent soon after must not ask for less.
    const details = caseDetails({
      caseType: 'contract-breach',
      state: 'TX',
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['misrepresented-quality'],
    });
    const first = buildLetterViewModel({ caseId: 'c-1', details, today: '2026-11-02' }).deadline.iso;
    expect(first).toBe('2027-01-06');
    expect(finalNoticeFigures(input(details, '2026-11-02', '2026-11-20')).deadline.iso).toBe(first);
  });

  it('gives its own 14 days once the first letter’s deadline is past', () => {
    const details = caseDetails({ caseType: 'unpaid-work', state: 'CA' });
    expect(finalNoticeFigures(input(details, '2026-10-01', '2026-11-20')).deadline.iso).toBe('2026-12-04');
  });
});
