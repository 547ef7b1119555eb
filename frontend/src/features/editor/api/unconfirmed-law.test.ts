import { describe, expect, it } from 'vitest';
import { addedLawStatements } from './unconfirmed-law';

const DRAFTED =
  'Please return $1,850.00 by December 16, 2026. This gives you 35 days, the 30 days after you receive this letter.\n\nI would prefer to settle this.';

describe('addedLawStatements', () => {
  it('finds added sentences with a section sign, a number of days, "statute" or "damages"', () => {
    const edited = `${DRAFTED}\n\nUnder Tex. Prop. Code § 92.109 you owe $100 plus three times the deposit. You have 7 days to answer. The statute is clear. I will ask for damages. I am disappointed.`;
    expect(addedLawStatements(DRAFTED, edited)).toEqual([
      'Under Tex. Prop. Code § 92.109 you owe $100 plus three times the deposit.',
      'You have 7 days to answer.',
      'The statute is clear.',
      'I will ask for damages.',
    ]);
  });

  it('ignores what the drafter wrote, however it is re-wrapped, and edits without law', () => {
    const edited = DRAFTED.replace('This gives you', '\nThis gives   you').concat('\n\nThank you.');
    expect(addedLawStatements(DRAFTED, edited)).toEqual([]);
  });

  it('flags a drafted statement the claimant changed (30 days made 10)', () => {
    expect(addedLawStatements(DRAFTED, DRAFTED.replace('the 30 days', 'the 10 days'))).toEqual([
      'This gives you 35 days, the 10 days after you receive this letter.',
    ]);
  });
});
