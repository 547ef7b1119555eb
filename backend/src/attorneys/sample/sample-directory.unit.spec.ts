import { US_STATES } from '../../law/law-table';
import { lookupZip } from '../directory/geo';
import { isSpecialty } from '../directory/specialties';
import { apportion, STATE_POPULATION_THOUSANDS } from './state-populations';
import { generateSampleDirectory, SAMPLE_DIRECTORY_SIZE } from './sample-directory';

describe('the sample directory', () => {
  const directory = generateSampleDirectory();

  it('has 15,000 attorneys over all 50 states and DC, spread by population', () => {
    expect(directory).toHaveLength(SAMPLE_DIRECTORY_SIZE);
    const byState = new Map<string, number>();
    for (const a of directory) byState.set(a.state, (byState.get(a.state) ?? 0) + 1);
    expect([...byState.keys()].sort()).toEqual(US_STATES.map((s) => s.code).sort());
    // California (39.5 M people) has far more than Wyoming (0.6 M); every state has at least 20.
    expect(byState.get('CA')).toBeGreaterThan(1_600);
    expect(byState.get('WY')).toBeGreaterThanOrEqual(20);
    expect(byState.get('WY')).toBeLessThan(60);
    expect(byState.get('TX')!).toBeGreaterThan(byState.get('OH')!);
  });

  it('is deterministic: the same attorneys, ids included, every time', () => {
    const again = generateSampleDirectory();
    expect(again[0]).toEqual(directory[0]);
    expect(again[12_345]).toEqual(directory[12_345]);
    expect(new Set(directory.map((a) => a.id)).size).toBe(directory.length);
  });

  it('puts every attorney at a real city/ZIP pair of their state, with its centroid', () => {
    for (const a of directory.filter((_, i) => i % 97 === 0)) {
      const place = lookupZip(a.zipCode);
      expect(place).toMatchObject({
        state: a.state,
        city: a.city,
        latitude: a.latitude,
        longitude: a.longitude,
      });
    }
  });

  it('holds only plausible values and fictional contact details, labelled as sample data', () => {
    const bad = directory.filter(
      (a) =>
        a.source !== 'sample' ||
        !/^SAMPLE-\d{6}$/.test(a.barNumber) ||
        !/^[a-z0-9.]+@[a-z0-9]+\.example$/.test(a.email) ||
        !/^\(\d{3}\) 555-01\d{2}$/.test(a.phone) ||
        (a.website !== null && !/^https:\/\/www\.[a-z0-9]+\.example$/.test(a.website)) ||
        !a.specialties.every(isSpecialty) ||
        a.yearsExperience < 1 ||
        a.yearsExperience > 40 ||
        a.rating === null ||
        a.rating < 3.4 ||
        a.rating > 5,
    );
    expect(bad).toEqual([]);
  });

  it('apportions exactly the total, at least the minimum each', () => {
    const counts = apportion(1_000, 5);
    expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(1_000);
    expect(Object.keys(counts)).toHaveLength(Object.keys(STATE_POPULATION_THOUSANDS).length);
    expect(Math.min(...Object.values(counts))).toBeGreaterThanOrEqual(5);
  });
});
