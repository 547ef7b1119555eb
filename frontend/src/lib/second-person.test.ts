import { describe, expect, it } from 'vitest';
import { addressAsYou, thirdPersonReferences } from './second-person';

const kevin = { name: 'Kevin Brandt', caseType: 'contract-breach' };
const landlord = { name: 'Dana Whitfield', caseType: 'security-deposit' };
const business = { name: 'Acme Builders LLC', caseType: 'unpaid-work' };

describe('addressAsYou', () => {
  it.each([
    [kevin, 'Kevin Brandt backed out two days before the job.', 'You backed out two days before the job.'],
    [landlord, 'She has not returned any of the deposit.', 'You have not returned any of the deposit.'],
    [
      landlord,
      'I texted the landlord on May 3, and she never replies.',
      'I texted you on May 3, and you never reply.',
    ],
    [landlord, 'I told her that her inspection was wrong.', 'I told you that your inspection was wrong.'],
    [kevin, "Mr. Brandt's crew left. He was paid in full.", 'Your crew left. You were paid in full.'],
    [kevin, 'Kevin agrees the work was done.', 'You agree the work was done.'],
    [
      business,
      'Acme Builders LLC hired me. Acme Builders still owes the balance.',
      'You hired me. You still owe the balance.',
    ],
    [landlord, 'I gave my landlord the keys.', 'I gave you the keys.'],
    [
      landlord,
      'She kept the deposit and has not answered. The agent and I have spoken.',
      'You kept the deposit and have not answered. The agent and I have spoken.',
    ],
  ])('rewrites %#', (recipient, text, expected) => {
    expect(addressAsYou(text, recipient)).toBe(expected);
  });

  it('leaves text that already speaks to the reader unchanged, and finds nothing in it', () => {
    const text = 'You agreed to pay me by May 3. You have not paid.';
    expect(thirdPersonReferences('You were my landlord until May.', landlord)).toEqual([]);
    expect(addressAsYou(text, kevin)).toBe(text);
    expect(thirdPersonReferences(text, kevin)).toEqual([]);
  });

  it('never reads a business as "he" or "she"', () => {
    expect(thirdPersonReferences('She said the invoice was late.', business)).toEqual([]);
  });

  it('finds each reference with where it starts', () => {
    expect(thirdPersonReferences('I called Kevin Brandt. He hung up.', kevin)).toEqual([
      { text: 'Kevin Brandt', index: 9 },
      { text: 'He', index: 23 },
    ]);
  });
});
