import { describe, expect, it } from 'vitest';
import { eligibilityInputFrom, type EligibilityAnswers } from './eligibility-notice';

const step1: EligibilityAnswers = {
  state: 'TX',
  amount: '2,500',
  caseType: 'contract-breach',
  documentType: 'demand_letter',
  incidentDate: '2026-10-01',
};

describe('what the eligibility check sends: the answers the letter is drafted from, once given', () => {
  it('sends step 1 alone until the letter questions are answered', () => {
    expect(
      eligibilityInputFrom({ ...step1, agreementForm: '', defendantKind: '', defendantAddress: '  ' }),
    ).toEqual({
      state: 'TX',
      amount: '2500.00',
      documentType: 'demand_letter',
      caseType: 'contract-breach',
      incidentDate: '2026-10-01',
    });
  });

  it('sends a consumer deal and its deceptive acts only for a business, and the address and agreement as given', () => {
    expect(
      eligibilityInputFrom({
        ...step1,
        agreementForm: 'written',
        defendantKind: 'business',
        consumerTransaction: 'yes',
        deceptiveActs: ['bait-advertising'],
        defendantAddress: '9 Pine St\nTulsa, OK 74103',
      }),
    ).toMatchObject({
      agreementForm: 'written',
      defendantKind: 'business',
      consumerTransaction: true,
      deceptiveActs: ['bait-advertising'],
      defendantAddress: '9 Pine St\nTulsa, OK 74103',
    });
    const person = eligibilityInputFrom({
      ...step1,
      defendantKind: 'individual',
      consumerTransaction: 'yes',
      deceptiveActs: ['bait-advertising'],
    });
    expect(person).toMatchObject({ defendantKind: 'individual' });
    expect(person).not.toHaveProperty('consumerTransaction');
    expect(person).not.toHaveProperty('deceptiveActs');
  });

  it('sends a deposit’s forwarding-address date only when it was given in writing', () => {
    const deposit = { ...step1, caseType: 'security-deposit', forwardingAddressDate: '2026-09-30' };
    expect(eligibilityInputFrom({ ...deposit, forwardingAddressGiven: 'yes' })).toMatchObject({
      forwardingAddressDate: '2026-09-30',
    });
    expect(eligibilityInputFrom({ ...deposit, forwardingAddressGiven: 'no' })).not.toHaveProperty(
      'forwardingAddressDate',
    );
    expect(
      eligibilityInputFrom({ ...step1, forwardingAddressGiven: 'yes', forwardingAddressDate: '2026-09-30' }),
    ).not.toHaveProperty('forwardingAddressDate');
  });
});
