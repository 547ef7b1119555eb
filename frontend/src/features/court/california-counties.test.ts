import { describe, expect, it } from 'vitest';
import { CALIFORNIA_COUNTIES, countyOf, withCounty } from './california-counties';

describe('California counties for the SC-100 court box', () => {
  it('lists the 58 counties once each', () => {
    expect(new Set(CALIFORNIA_COUNTIES).size).toBe(58);
  });

  it('finds the longest county a court name starts with, and only a whole one', () => {
    expect(countyOf('San Luis Obispo, Paso Robles')).toBe('San Luis Obispo');
    expect(countyOf('  los angeles ')).toBe('Los Angeles');
    expect(countyOf('Sanger courthouse')).toBe('');
    expect(countyOf('')).toBe('');
  });

  it('puts the chosen county in front and keeps the courthouse', () => {
    expect(withCounty('', 'Kern')).toBe('Kern');
    expect(withCounty('Fresno, B.F. Sisk Courthouse', 'Kern')).toBe('Kern, B.F. Sisk Courthouse');
    expect(withCounty('B.F. Sisk Courthouse', 'Fresno')).toBe('Fresno, B.F. Sisk Courthouse');
  });
});
