import { caseDetails, GOOD_REWRITE } from '../../testing/documents/case-fixtures';
import { checkRewrittenFacts } from './facts-check';
import { buildTemplateFacts } from './statement-of-facts';

const details = caseDetails({ caseType: 'unpaid-work' });
const templateFacts = buildTemplateFacts({
  caseType: 'unpaid-work',
  plaintiffName: details.plaintiffName,
  defendantName: details.defendantName,
  amount: '$2,500.00',
  incidentDate: 'October 15, 2026',
  disputeDescription: details.disputeDescription,
  attemptedResolution: details.attemptedResolution,
});
const check = (...paragraphs: string[]) => checkRewrittenFacts(paragraphs, { details, templateFacts });

describe('checkRewrittenFacts', () => {
  it('accepts a faithful rewrite', () => {
    expect(check(...GOOD_REWRITE)).toEqual({ ok: true });
  });

  it('accepts other spellings of the same amounts and dates', () => {
    expect(
      check(
        'I, Jane Doe, am owed 2500 dollars by you, Acme Builders LLC, since 10/15/2026 (due Oct. 15th). I wrote on 16 October.',
      ),
    ).toEqual({ ok: true });
  });

  it.each([
    ['a different amount', 'I, Jane Doe, am owed $3,500.00 by Acme Builders LLC.', /amount \$3500\.00/],
    ['a scaled amount', 'I, Jane Doe, am owed $3k by Acme Builders LLC.', /amount \$3000\.00/],
    [
      'a different date',
      'I, Jane Doe, finished the work for Acme Builders LLC on March 3, 2026.',
      /date 2026-03-03/,
    ],
    ['a shifted year', 'I, Jane Doe, billed Acme Builders LLC on September 15, 2025.', /date 2025-09-15/],
    ['a new number', 'I, Jane Doe, called Acme Builders LLC 7 times.', /number 7/],
    ['a new person', 'I, Jane Doe, spoke to Bob Smith at Acme Builders LLC.', /"Bob"/],
    ['a new company', 'I, Jane Doe, worked for Acme Builders LLC through Upwork.', /"Upwork"/],
    [
      'a new name opening a sentence',
      'Roberta agreed. I, Jane Doe, am owed money by Acme Builders LLC.',
      /"Roberta"/,
    ],
    ['a citation', 'I, Jane Doe, am owed money by Acme Builders LLC under §1950.5.', /legal citation/],
    ['a link', 'I, Jane Doe, am owed money by Acme Builders LLC, see https://evil.example.', /link/],
    ['markup', 'I, Jane Doe, am owed money by Acme Builders LLC. <script>x</script>', /markup/],
  ])('rejects %s', (_label, text, reason) => {
    const result = check(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });

  it("rejects a rewrite that drops the claimant's name, or names the reader in the third person", () => {
    expect(check('I am owed $2,500.00 by you, Acme Builders LLC.')).toEqual({
      ok: false,
      reason: 'the claimant\'s name "Jane Doe" is missing',
    });
    expect(check('I, Jane Doe, am owed $2,500.00. You have not paid.')).toEqual({ ok: true });
    expect(check('I, Jane Doe, am owed $2,500.00. Acme Builders LLC has not paid.')).toMatchObject({
      ok: false,
      reason: /other party "Acme Builders LLC" in the third person/,
    });
  });

  it('rejects an empty rewrite', () => {
    expect(check('   ')).toMatchObject({ ok: false });
  });
});
