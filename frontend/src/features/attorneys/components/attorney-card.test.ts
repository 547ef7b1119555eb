import { describe, expect, it } from 'vitest';
import { formatYearsExperience, hourlyRateText } from './attorney-card';

describe('attorney card wording (issue 32)', () => {
  it('says whole years, singular or plural, as the descriptions do ("23 years in practice")', () => {
    expect(formatYearsExperience(1)).toBe('1 year of experience');
    expect(formatYearsExperience(1.9)).toBe('1 year of experience');
    expect(formatYearsExperience(23.5)).toBe('23 years of experience');
    expect(formatYearsExperience(0.4)).toBe('Less than a year of experience');
  });

  it('writes rates with a thousands separator', () => {
    expect(hourlyRateText(275)).toBe('Starting at $275/hour');
    expect(hourlyRateText(1250)).toBe('Starting at $1,250/hour');
    expect(hourlyRateText(262.5)).toBe('Starting at $262.50/hour');
    expect(hourlyRateText(null)).toBe('$300-500/hour');
  });
});
