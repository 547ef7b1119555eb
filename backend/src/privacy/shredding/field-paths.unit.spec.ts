import { assertPattern, expandPattern, getPath, setPathsInPlace, withPaths } from './field-paths';

describe('personal-data field paths', () => {
  const data = {
    title: 'Unpaid Work v. Bob',
    details: {
      plaintiffName: 'Ana',
      enclosures: ['Invoice 12', 'Texts with Bob'],
      damageItems: [
        { description: 'Labor', amountCents: 100 },
        { description: 'Parts', amountCents: 200 },
      ],
      phone: null,
    },
  };

  it('expands [] over arrays and keeps only paths that reach strings', () => {
    expect(expandPattern(data, 'details.enclosures[]')).toEqual(['details.enclosures.0', 'details.enclosures.1']);
    expect(expandPattern(data, 'details.damageItems[].description')).toEqual([
      'details.damageItems.0.description',
      'details.damageItems.1.description',
    ]);
    expect(expandPattern(data, 'details.phone')).toEqual([]);
    expect(expandPattern(data, 'details.missing.deeper')).toEqual([]);
    expect(expandPattern(data, 'details.damageItems[].amountCents')).toEqual([]);
    expect(getPath(data, 'details.damageItems.1.description')).toBe('Parts');
  });

  it('copies only what it changes and never touches the original', () => {
    const frozen = structuredClone(data);
    const next = withPaths(data, [
      ['title', 'x'],
      ['details.damageItems.1.description', 'y'],
    ]) as typeof data;
    expect(data).toEqual(frozen);
    expect(next.title).toBe('x');
    expect(next.details.damageItems[1]!.description).toBe('y');
    expect(next.details.damageItems[0]).toBe(data.details.damageItems[0]);
    expect(next.details.enclosures).toBe(data.details.enclosures);
  });

  it('sets in place for fresh rows, ignoring paths the shape does not have', () => {
    const row = structuredClone(data);
    setPathsInPlace(row, [
      ['details.enclosures.1', '[erased]'],
      ['details.nothing.here', 'z'],
    ]);
    expect(row.details.enclosures).toEqual(['Invoice 12', '[erased]']);
    expect(row.details).not.toHaveProperty('nothing');
  });

  it('accepts a.b[].c patterns only', () => {
    expect(() => assertPattern('details.damageItems[].description')).not.toThrow();
    for (const bad of ['', 'a..b', 'a.[]', 'a[0]', 'a.b c']) expect(() => assertPattern(bad)).toThrow(/not of the form/);
  });
});
