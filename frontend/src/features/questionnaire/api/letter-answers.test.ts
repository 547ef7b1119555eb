import { describe, expect, it } from 'vitest';
import { completeAnswers } from '@/testing/case-fixtures';
import {
  answersFrom,
  answersSchema,
  damageItemsProblem,
  MESSAGES,
  toCaseFormData,
  type Answers,
} from './answers';

const answers = (overrides: Partial<Answers> = {}): Answers => ({
  ...answersFrom(completeAnswers),
  ...overrides,
});

describe('the letter questions (issue 12)', () => {
  it('sends nothing extra when nothing was said, so the server keeps "not said"', () => {
    const form = toCaseFormData(answers());
    for (const key of [
      'defendantKind',
      'consumerTransaction',
      'deceptiveActs',
      'agreementForm',
      'enclosures',
      'certifiedMail',
      'mailingDate',
      'claimInterest',
    ]) {
      expect(form).not.toHaveProperty(key);
    }
  });

  it('sends the consumer answers only for a business, and the acts only for a consumer deal', () => {
    const full = toCaseFormData(
      answers({ defendantKind: 'business', consumerTransaction: 'yes', deceptiveActs: ['bait-advertising'] }),
    );
    expect(full).toMatchObject({
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['bait-advertising'],
    });
    const person = toCaseFormData(
      answers({
        defendantKind: 'individual',
        consumerTransaction: 'yes',
        deceptiveActs: ['bait-advertising'],
      }),
    );
    expect(person).toEqual(expect.objectContaining({ defendantKind: 'individual' }));
    expect(person).not.toHaveProperty('consumerTransaction');
    expect(person).not.toHaveProperty('deceptiveActs');
    const noDeal = toCaseFormData(
      answers({ defendantKind: 'business', consumerTransaction: 'no', deceptiveActs: ['bait-advertising'] }),
    );
    expect(noDeal).toMatchObject({ consumerTransaction: false });
    expect(noDeal).not.toHaveProperty('deceptiveActs');
  });

  it('keeps enclosures item by item (commas inside an item stay), drops blank items', () => {
    const form = toCaseFormData(answers({ enclosures: ['Invoice #12, dated March 3', '  ', 'Photos'] }));
    expect(form.enclosures).toEqual(['Invoice #12, dated March 3', 'Photos']);
  });

  it('sends certified mail, the mailing date and interest (interest only for the package)', () => {
    expect(toCaseFormData(answers({ certifiedMail: true, mailingDate: '2026-11-05' }))).toMatchObject({
      certifiedMail: true,
      mailingDate: '2026-11-05',
    });
    expect(toCaseFormData(answers({ claimInterest: true }))).not.toHaveProperty('claimInterest');
    expect(toCaseFormData(answers({ claimInterest: true, documentType: 'small_claims' }))).toMatchObject({
      claimInterest: true,
    });
  });

  it('requires the recipient address and says why', () => {
    const result = answersSchema.safeParse(answers({ defendantAddress: ' ' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['defendantAddress'], message: MESSAGES.defendantAddressRequired }),
    ]);
  });

  it('reads stored answers back and ignores anything of the wrong shape', () => {
    const restored = answersFrom({
      ...completeAnswers,
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['bait-advertising', 'made-up'],
      agreementForm: 'written',
      enclosures: ['A, B', 3],
      certifiedMail: true,
      mailingDate: '2026-11-05',
    });
    expect(restored).toMatchObject({
      defendantKind: 'business',
      consumerTransaction: 'yes',
      deceptiveActs: ['bait-advertising'],
      agreementForm: 'written',
      enclosures: ['A, B'],
      certifiedMail: true,
      mailingDate: '2026-11-05',
    });
    expect(answersFrom({ ...completeAnswers, agreementForm: 'maybe', defendantKind: 3 })).toMatchObject({
      agreementForm: '',
      defendantKind: '',
    });
  });

  it('itemises the amount: items must be complete and add up to the amount claimed', () => {
    expect(damageItemsProblem([], '2500.00')).toBeNull();
    const items = [
      { description: 'Repair', amount: '2,000' },
      { description: 'Towing', amount: '500.00' },
    ];
    expect(damageItemsProblem(items, '2500.00')).toBeNull();
    expect(damageItemsProblem(items, '2600.00')).toBe(
      'The items add up to $2,500.00, but the amount claimed is $2,600.00. Make them match.',
    );
    expect(damageItemsProblem([{ description: '', amount: '10' }], '10')).toBe(
      MESSAGES.damageItemsIncomplete,
    );
    expect(toCaseFormData(answers({ damageItems: items })).damageItems).toEqual([
      { description: 'Repair', amount: '2000' },
      { description: 'Towing', amount: '500.00' },
    ]);
    const result = answersSchema.safeParse(answers({ damageItems: items, amountClaimed: '100' }));
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['damageItems']);
  });
});
