import { ValidationError } from '../../common/errors';
import { createValidationPipe } from '../../common/validation.pipe';
import { CaseFormDataDto, toCaseDetails } from './case-form-data.dto';

const FORM = {
  caseType: 'security-deposit',
  state: 'TX',
  plaintiffName: 'Jordan Rivera',
  plaintiffEmail: 'jordan@example.com',
  defendantName: 'Casey Morgan',
  amountClaimed: '1850.00',
  incidentDate: '2026-09-30',
  documentType: 'demand_letter',
  agreedToTerms: true,
};

const validate = (body: Record<string, unknown>) =>
  createValidationPipe().transform(body, {
    type: 'body',
    metatype: CaseFormDataDto,
  }) as Promise<CaseFormDataDto>;

async function refusal(body: Record<string, unknown>): Promise<ValidationError['issues']> {
  try {
    await validate(body);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues;
  }
  throw new Error('expected a 400');
}

describe('the issue-43 answers in formData', () => {
  it('keeps each answer given, and a forwarding date only with its "yes"', async () => {
    const form = await validate({
      ...FORM,
      responseDays: 21,
      tenancyKind: 'residential',
      forwardingAddressGiven: true,
      forwardingAddressDate: '2026-09-30',
      itemizedStatementReceived: false,
    });
    expect(toCaseDetails(form, {})).toMatchObject({
      responseDays: 21,
      tenancyKind: 'residential',
      forwardingAddressGiven: true,
      forwardingAddressDate: '2026-09-30',
      itemizedStatementReceived: false,
    });
    const no = toCaseDetails(
      await validate({ ...FORM, forwardingAddressGiven: false, forwardingAddressDate: '2026-09-30' }),
      {},
    );
    expect(no).not.toHaveProperty('forwardingAddressDate');
    expect(toCaseDetails(await validate(FORM), {})).not.toHaveProperty('responseDays');
  });

  it.each([
    ['responseDays', { responseDays: 7 }],
    ['tenancyKind', { tenancyKind: 'holiday' }],
    ['paymentDueDate', { paymentDueDate: 'next week' }],
    ['faultAdmitted', { faultAdmitted: 'yes' }],
  ])('refuses a bad %s with a 400 naming the field and a code', async (field, change) => {
    const issues = await refusal({ ...FORM, ...change });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.field).toContain(field);
    expect(issues[0]?.code).toMatch(/^[a-z_]+$/);
  });
});
