import { useForm, FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fireEvent, renderWithProviders, screen, within } from '@/testing/test-utils';
import { EMPTY_ANSWERS, type Answers } from '../api/answers';
import { AgreementFormField, DamageItemsEditor, DefendantKindFields, SendingFields } from './letter-fields';

let latest: Answers | undefined;

function Harness({
  state,
  caseType = '',
  children,
}: {
  state: string;
  caseType?: Answers['caseType'];
  children: React.ReactNode;
}) {
  const form = useForm<Answers>({ defaultValues: { ...EMPTY_ANSWERS, state, caseType } });
  latest = form.watch();
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('letter questions', () => {
  it('asks about a consumer deal and the deceptive acts only for a business in a consumer-notice state', () => {
    renderWithProviders(
      <Harness state="MA">
        <DefendantKindFields />
      </Harness>,
    );
    expect(screen.queryByLabelText(/for personal, family or household use/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Are they a person or a business?'), {
      target: { value: 'business' },
    });
    const deal = screen.getByLabelText(/for personal, family or household use/);
    expect(
      screen.getByText(/Massachusetts consumer protection law \(M\.G\.L\. c\.93A\)/),
    ).toBeInTheDocument();
    fireEvent.change(deal, { target: { value: 'yes' } });
    const picks = within(
      screen.getByRole('group', { name: /Did the business do any of these/ }),
    ).getAllByRole('checkbox');
    expect(picks).toHaveLength(6);
    fireEvent.click(picks[2]!);
    expect(latest?.deceptiveActs).toEqual(['bait-advertising']);
  });

  it('does not ask about consumer deals where no consumer notice can apply', () => {
    renderWithProviders(
      <Harness state="WA">
        <DefendantKindFields />
      </Harness>,
    );
    fireEvent.change(screen.getByLabelText('Are they a person or a business?'), {
      target: { value: 'business' },
    });
    expect(screen.queryByLabelText(/for personal, family or household use/)).not.toBeInTheDocument();
  });

  it('asks an "other" claim whether the agreement was written or spoken (a loan promised in writing is written)', () => {
    renderWithProviders(
      <Harness state="CA" caseType="other">
        <AgreementFormField />
      </Harness>,
    );
    fireEvent.change(screen.getByLabelText('Was your agreement written or spoken?'), {
      target: { value: 'written' },
    });
    expect(latest?.agreementForm).toBe('written');
  });

  it('does not ask about an agreement for damage to a vehicle', () => {
    renderWithProviders(
      <Harness state="CA" caseType="vehicle-damage">
        <AgreementFormField />
      </Harness>,
    );
    expect(screen.queryByLabelText('Was your agreement written or spoken?')).not.toBeInTheDocument();
  });

  it('adds enclosures one item at a time, commas kept, and removes them', () => {
    renderWithProviders(
      <Harness state="CA">
        <SendingFields />
      </Harness>,
    );
    const input = screen.getByLabelText('Copies you will enclose with the letter');
    fireEvent.change(input, { target: { value: 'Invoice #12, dated March 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(input, { target: { value: 'Photos' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      within(screen.getByRole('list', { name: 'Enclosures' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Invoice #12, dated March 3', 'Photos']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Photos' }));
    expect(latest?.enclosures).toEqual(['Invoice #12, dated March 3']);
    fireEvent.click(screen.getByLabelText(/I will send the letter by certified mail/));
    expect(latest?.certifiedMail).toBe(true);
  });

  it('itemises the amount line by line', () => {
    renderWithProviders(
      <Harness state="CA">
        <DamageItemsEditor />
      </Harness>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    fireEvent.change(screen.getByLabelText('Item 1: what it is for'), {
      target: { value: 'Body shop repair' },
    });
    fireEvent.change(screen.getByLabelText('Item 1: amount'), { target: { value: '$2,100.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    fireEvent.change(screen.getByLabelText('Item 2: what it is for'), { target: { value: 'Towing' } });
    expect(latest?.damageItems).toEqual([
      { description: 'Body shop repair', amount: '2100.00' },
      { description: 'Towing', amount: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(latest?.damageItems).toHaveLength(1);
  });
});
