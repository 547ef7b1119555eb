import { useForm, FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderWithProviders, screen } from '@/testing/test-utils';
import { EMPTY_ANSWERS, toCaseFormData, type Answers } from '../api/answers';
import {
  LeverageFields,
  ResponseDaysField,
  SpeakToThemCheck,
  type ResponseChoicesView,
} from './force-fields';

let latest: Answers | undefined;

function Harness({ answers, children }: { answers: Partial<Answers>; children: React.ReactNode }) {
  const form = useForm<Answers>({ defaultValues: { ...EMPTY_ANSWERS, ...answers } });
  latest = form.watch();
  return <FormProvider {...form}>{children}</FormProvider>;
}

const TEXAS_DEPOSIT: ResponseChoicesView = {
  defaultDays: 14,
  minimumDays: 35,
  choices: [
    { days: 10, allowed: false },
    { days: 14, allowed: false },
    { days: 21, allowed: false },
    { days: 30, allowed: false },
  ],
  required: [
    {
      kind: 'deposit',
      citation: 'Tex. Prop. Code §92.107',
      days: 30,
      businessDays: false,
      transitDays: 5,
      untilDue: null,
      verified: true,
    },
  ],
};

describe('the response period (step 6)', () => {
  it('suggests 14 days for a deposit and takes another choice', () => {
    renderWithProviders(
      <Harness answers={{ caseType: 'security-deposit' }}>
        <ResponseDaysField />
      </Harness>,
    );
    expect(screen.getByLabelText('14 days (suggested)')).toBeChecked();
    fireEvent.click(screen.getByLabelText('21 days'));
    expect(latest?.responseDays).toBe('21');
    expect(screen.getByLabelText('21 days')).toBeChecked();
  });

  it('shows a period below what the law requires disabled, with the reason', () => {
    renderWithProviders(
      <Harness answers={{ caseType: 'security-deposit' }}>
        <ResponseDaysField
          response={{
            ...TEXAS_DEPOSIT,
            minimumDays: 25,
            choices: TEXAS_DEPOSIT.choices.map((c) => ({ ...c, allowed: c.days >= 25 })),
          }}
        />
      </Harness>,
    );
    expect(screen.getByLabelText('10 days')).toBeDisabled();
    expect(screen.getByLabelText('21 days')).toBeDisabled();
    expect(screen.getByLabelText('30 days')).toBeEnabled();
    expect(
      screen.getByText(
        'Not available: Tex. Prop. Code §92.107 requires 30 days after they receive the letter, plus 5 days for delivery.',
      ),
    ).toBeInTheDocument();
  });

  it('says what the letter gives when the law requires more than every choice', () => {
    renderWithProviders(
      <Harness answers={{ caseType: 'security-deposit' }}>
        <ResponseDaysField
          response={{ ...TEXAS_DEPOSIT, required: [{ ...TEXAS_DEPOSIT.required[0]!, verified: false }] }}
        />
      </Harness>,
    );
    expect(
      screen.getByText(/The law needs at least 35 days here: Tex\. Prop\. Code §92\.107 may require 30 days/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/SueGo has not confirmed this rule in official text\. Your letter gives 35 days\./),
    ).toBeInTheDocument();
  });
});

describe('the facts that carry leverage (step 4)', () => {
  it('asks a deposit claim about the tenancy, the forwarding address and its date, and the itemized list', () => {
    renderWithProviders(
      <Harness answers={{ caseType: 'security-deposit' }}>
        <LeverageFields />
      </Harness>,
    );
    expect(screen.queryByLabelText('When did you give it?')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Was the rental your home, or a business property?'), {
      target: { value: 'residential' },
    });
    fireEvent.change(screen.getByLabelText(/forwarding address in writing/), { target: { value: 'yes' } });
    fireEvent.change(screen.getByLabelText('When did you give it?'), { target: { value: '2026-09-30' } });
    fireEvent.change(screen.getByLabelText(/itemized list of deductions/), { target: { value: 'no' } });
    expect(screen.queryByLabelText(/police report/)).not.toBeInTheDocument();
    const formData = toCaseFormData({ ...latest!, state: 'TX', responseDays: '30' });
    expect(formData).toMatchObject({
      tenancyKind: 'residential',
      forwardingAddressGiven: true,
      forwardingAddressDate: '2026-09-30',
      itemizedStatementReceived: false,
      responseDays: 30,
    });
    expect(formData).not.toHaveProperty('policeReport');
  });

  it('asks unpaid work when payment was due, damage about fault and a police report, and a contract nothing more', () => {
    const { unmount } = renderWithProviders(
      <Harness answers={{ caseType: 'unpaid-work' }}>
        <LeverageFields />
      </Harness>,
    );
    expect(screen.getByLabelText('When was payment due under your agreement?')).toBeInTheDocument();
    unmount();
    const damage = renderWithProviders(
      <Harness answers={{ caseType: 'vehicle-damage' }}>
        <LeverageFields />
      </Harness>,
    );
    expect(screen.getByLabelText('Did they admit it was their fault?')).toBeInTheDocument();
    expect(screen.getByLabelText('Was a police report made?')).toBeInTheDocument();
    damage.unmount();
    renderWithProviders(
      <Harness answers={{ caseType: 'contract-breach' }}>
        <LeverageFields />
      </Harness>,
    );
    expect(
      screen.queryByRole('group', { name: 'Facts that make your letter stronger' }),
    ).not.toBeInTheDocument();
  });
});

describe('the review speaks to them as "you"', () => {
  it('flags third-person references to the other side and rewrites them in one click, undoably', () => {
    const story = 'Dana Whitfield kept the deposit. She has not returned any of it.';
    renderWithProviders(
      <Harness
        answers={{ caseType: 'security-deposit', defendantName: 'Dana Whitfield', disputeDescription: story }}
      >
        <SpeakToThemCheck />
      </Harness>,
    );
    expect(screen.getByText(/mention them in the third person: “Dana Whitfield”, “She”/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Address them as “you”' }));
    expect(latest?.disputeDescription).toBe('You kept the deposit. You have not returned any of it.');
    expect(screen.getByText(/Your answers now say “you”/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(latest?.disputeDescription).toBe(story);
  });

  it('says nothing when the answers already speak to them', () => {
    renderWithProviders(
      <Harness
        answers={{
          caseType: 'unpaid-work',
          defendantName: 'Acme Builders LLC',
          disputeDescription: 'You have not paid my invoice.',
        }}
      >
        <SpeakToThemCheck />
      </Harness>,
    );
    expect(screen.queryByRole('button', { name: 'Address them as “you”' })).not.toBeInTheDocument();
  });
});
