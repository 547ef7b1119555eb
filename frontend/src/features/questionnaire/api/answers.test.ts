import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  answersSchema,
  EMPTY_ANSWERS,
  fieldFromServerMessage,
  incidentDateProblem,
  MESSAGES,
  percentComplete,
  stepOfField,
} from './answers';
import { DRAFT_KEY, loadDraft } from './draft';

describe('questionnaire answers', () => {
  it('computes the spec percentages for steps 1-6', () => {
    expect([0, 1, 2, 3, 4, 5].map(percentComplete)).toEqual([17, 33, 50, 67, 83, 100]);
  });

  it('accepts amounts the server accepts and names the problem otherwise', () => {
    expect(amountProblem('2500.00')).toBeNull();
    expect(amountProblem('2,500')).toBeNull();
    expect(amountProblem('10000.00')).toBeNull();
    expect(amountProblem('')).toBe(MESSAGES.amountRequired);
    expect(amountProblem('10000.01')).toBe(MESSAGES.amountCeiling);
    expect(amountProblem('0')).toBe(MESSAGES.amountPositive);
    expect(amountProblem('12.345')).toBe(MESSAGES.amountFormat);
    expect(amountProblem('-5')).toBe(MESSAGES.amountFormat);
    expect(amountProblem('1e3')).toBe(MESSAGES.amountFormat);
  });

  it('needs an incident date that is real and not in the future', () => {
    expect(incidentDateProblem('', '2026-05-01')).toBe(MESSAGES.dateRequired);
    expect(incidentDateProblem('2026-05-01', '2026-05-01')).toBeNull();
    expect(incidentDateProblem('2026-05-02', '2026-05-01')).toBe(MESSAGES.dateFuture);
    expect(incidentDateProblem('2026-02-30', '2026-05-01')).toBe(MESSAGES.dateInvalid);
  });

  it('requires what creating a case requires', () => {
    const result = answersSchema.safeParse(EMPTY_ANSWERS);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(
      [
        'agreedToTerms',
        'amountClaimed',
        'caseType',
        'defendantAddress',
        'defendantName',
        'incidentDate',
        'plaintiffEmail',
        'plaintiffName',
        'state',
      ].sort(),
    );
  });

  it('reads the field a server 400 is about', () => {
    expect(fieldFromServerMessage('formData.plaintiffEmail must be an email')).toBe('plaintiffEmail');
    expect(fieldFromServerMessage('Missing Information: Please provide your name and email.')).toBe(
      'plaintiffName',
    );
    expect(
      fieldFromServerMessage(
        'formData.defendantName is required: who owes you money?; formData.incidentDate must be a date',
      ),
    ).toBe('defendantName');
    expect(fieldFromServerMessage('Amount claimed must be $10,000.00 or less')).toBe('amountClaimed');
    expect(fieldFromServerMessage('State must be one of the 50 US states or the District of Columbia')).toBe(
      'state',
    );
    expect(fieldFromServerMessage('Incident date must not be in the future')).toBe('incidentDate');
    expect(fieldFromServerMessage('Something else went wrong')).toBeNull();
    expect(stepOfField('defendantAddress')).toBe(2);
  });

  it('ignores a tampered draft value instead of breaking the form', () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        answers: { caseType: 'piracy', plaintiffName: 42, state: 'CA', agreedToTerms: 'yes' },
        step: 99,
      }),
    );
    expect(loadDraft()).toEqual({ answers: { ...EMPTY_ANSWERS, state: 'CA' }, step: 5 });
    window.localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
  });
});
