import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@/testing/test-utils';
import { SAMPLE_LETTER } from '../sample-letter.generated';
import { SampleLetter } from './sample-letter';

describe('<SampleLetter />', () => {
  it('shows the letter the drafter drafted for the example case, with its 30-day deadline, and nothing more', () => {
    renderWithProviders(<SampleLetter />);
    const letter = screen.getByRole('article', { name: 'Sample demand letter' });
    expect(letter).toHaveTextContent('Dear Casey Morgan:');
    expect(letter).toHaveTextContent('Please return $1,850.00 by December 16, 2026.');
    expect(screen.getByText(/A firm deadline to respond: 30 days in this sample/)).toBeInTheDocument();
    // Every statement of law on the page is one the drafted letter makes (none hand-written).
    for (const cite of letter.textContent?.match(/§\s*[\d.]+/g) ?? [])
      expect(SAMPLE_LETTER.content).toContain(cite);
    expect(letter).not.toHaveTextContent('92.109');
  });
});
