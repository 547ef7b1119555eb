import { caseDetails } from '../../testing/documents/case-fixtures';
import { letterOf } from '../../testing/documents/document-parts';
import { thirdPersonReferences } from '../../../../frontend/src/lib/second-person';
import { draftTemplateDocument } from './draft-document';
import { buildTemplateFacts } from './statement-of-facts';

const base = {
  plaintiffName: 'Jane Doe',
  defendantName: 'Kevin Brandt',
  amount: '$1,200.00',
  incidentDate: 'September 30, 2026',
  incidentIso: '2026-09-30',
  disputeDescription: '',
  attemptedResolution: '',
};

describe('the statement of facts speaks to its reader, once, from the answers (issue 43 point 5)', () => {
  it('says only what the claimant gave: no due date from the incident date, no "written agreement" for a text', () => {
    const [lead] = buildTemplateFacts({ ...base, caseType: 'unpaid-work' });
    expect(lead).toBe('I performed work for you, and you have not paid me in full for it.');
    expect(lead).not.toMatch(/due|September/);
    const written = buildTemplateFacts({
      ...base,
      caseType: 'unpaid-work',
      answers: { agreementForm: 'written', paymentDueDate: '2026-10-15' },
    })[0];
    expect(written).toBe(
      'I performed work for you, and you have not paid me in full for it. Payment was due on October 15, 2026.',
    );
    expect(written).not.toMatch(/written agreement|contract/);
  });

  it('uses the deposit answers: the move-out date, the forwarding address and its date, no itemized statement', () => {
    const [lead] = buildTemplateFacts({
      ...base,
      caseType: 'security-deposit',
      answers: {
        tenancyKind: 'residential',
        forwardingAddressGiven: true,
        forwardingAddressDate: '2026-09-30',
        itemizedStatementReceived: false,
      },
    });
    expect(lead).toBe(
      'I rented my home from you. My tenancy ended and I moved out on or about September 30, 2026. I gave you my forwarding address in writing that day. You have not sent me a written, itemized statement of any deductions from my deposit. You have not returned my security deposit in full.',
    );
  });

  it('when the account gives the move-out date, the forwarding address names its own date, never a bare "that day"', () => {
    const [lead, account] = buildTemplateFacts({
      ...base,
      caseType: 'security-deposit',
      disputeDescription: 'I handed back the keys on September 30, 2026.',
      answers: { forwardingAddressGiven: true, forwardingAddressDate: '2026-09-30' },
    });
    expect(lead).not.toMatch(/moved out on or about/);
    expect(lead).toContain(
      'I gave you my forwarding address in writing on September 30, 2026, the day I moved out.',
    );
    expect(lead).not.toContain('that day');
    expect(account).toContain('September 30, 2026');
  });

  it('says an admission of fault and a police report only when given', () => {
    expect(buildTemplateFacts({ ...base, caseType: 'vehicle-damage' })[0]).toBe(
      'On or about September 30, 2026, my vehicle was damaged in an incident involving you.',
    );
    expect(
      buildTemplateFacts({
        ...base,
        caseType: 'vehicle-damage',
        answers: { faultAdmitted: true, policeReport: true },
      })[0],
    ).toMatch(/You admitted that you were at fault\. A police report was made\.$/);
  });

  it('says a date once: a sentence the claimant’s own account already dates is left out', () => {
    const facts = buildTemplateFacts({
      ...base,
      caseType: 'security-deposit',
      disputeDescription: 'I moved out on September 30, 2026 and returned the keys.',
    });
    expect(facts[0]).toBe('You were my landlord. You have not returned my security deposit in full.');
    expect(facts[1]).toBe('I moved out on September 30, 2026 and returned the keys.');
  });

  it('never repeats the amount in the facts (the opening, the table and the deadline say it)', () => {
    for (const caseType of ['security-deposit', 'unpaid-work', 'contract-breach', 'other'] as const) {
      expect(buildTemplateFacts({ ...base, caseType }).join(' ')).not.toContain('$1,200.00');
    }
  });

  it('drafts a letter whose own sentences make no third-person reference to the addressee', () => {
    const details = caseDetails({
      caseType: 'security-deposit',
      state: 'TX',
      defendantName: 'Dana Whitfield',
      disputeDescription: 'I paid a deposit and left the unit clean.',
      attemptedResolution: 'I wrote to you on October 10, 2026.',
      forwardingAddressGiven: true,
      forwardingAddressDate: '2026-09-30',
    });
    const letter = letterOf(draftTemplateDocument({ caseId: 'c-1', details, today: '2026-11-20' }).content);
    const body = letter.slice(letter.indexOf('## Statement of facts'), letter.indexOf('Sincerely,'));
    expect(thirdPersonReferences(body, { name: 'Dana Whitfield', caseType: 'security-deposit' })).toEqual([]);
    expect(body).toContain('I gave you my forwarding address in writing on September 30, 2026.');
  });
});
