import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { HOME_SELECTION_KEY, takeHomeSelection } from '../api/home-selection';
import { CaseTypeTeaser } from './case-type-teaser';

describe('<CaseTypeTeaser />', () => {
  it('shows step 1 of 5 with landlord chosen by default', () => {
    renderWithProviders(<CaseTypeTeaser />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByText('20% Complete')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'What type of legal issue are you dealing with?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Landlord Dispute' })).toBeChecked();
    for (const name of ['Vehicle Damage', 'Unpaid Work', 'Other Dispute']) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
  });

  it('stores the default choice and goes to the questionnaire', async () => {
    const { user, currentPath } = renderWithProviders(<CaseTypeTeaser />);
    await user.click(screen.getByRole('button', { name: /Next Step/ }));

    expect(JSON.parse(window.localStorage.getItem(HOME_SELECTION_KEY) ?? 'null')).toEqual({
      caseType: 'landlord',
      startAtStep: 1,
    });
    expect(currentPath()).toBe('/questionnaire');
  });

  it('stores the option the user picked', async () => {
    const { user, currentPath } = renderWithProviders(<CaseTypeTeaser />);
    await user.click(screen.getByRole('radio', { name: 'Unpaid Work' }));
    await user.click(screen.getByRole('button', { name: /Next Step/ }));

    expect(window.localStorage.getItem(HOME_SELECTION_KEY)).toBe('{"caseType":"unpaid","startAtStep":1}');
    expect(currentPath()).toBe('/questionnaire');
    // the questionnaire takes it once
    expect(takeHomeSelection()).toEqual({ caseType: 'unpaid', startAtStep: 1 });
    expect(window.localStorage.getItem(HOME_SELECTION_KEY)).toBeNull();
  });
});
