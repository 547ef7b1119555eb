import { addressLines, asksForReturn, parsePostalAddress } from './postal-address';

describe('postal addresses from a case', () => {
  it('reads the last line as "City, ST 12345" and the lines above as the street', () => {
    const parsed = parsePostalAddress('Acme LLC', '9 Main St\nSuite 200\nSpringfield, IL 62701-1234');
    expect(parsed).toEqual({
      ok: true,
      address: {
        name: 'Acme LLC',
        line1: '9 Main St',
        line2: 'Suite 200',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        zip4: '1234',
      },
      warnings: [],
    });
    if (parsed.ok)
      expect(addressLines(parsed.address)).toEqual([
        'Acme LLC',
        '9 Main St',
        'Suite 200',
        'Springfield, IL 62701-1234',
      ]);
  });

  it('reads a one-line address with commas', () => {
    const parsed = parsePostalAddress('Jane Doe', '12 Oak Street, New York, ny 10001');
    expect(parsed).toMatchObject({
      ok: true,
      address: { line1: '12 Oak Street', city: 'New York', state: 'NY', zip: '10001' },
    });
  });

  it('refuses a ZIP code of another state, naming both', () => {
    expect(parsePostalAddress('A', '1 Elm St\nSpringfield, MA 62701')).toEqual({
      ok: false,
      message: 'ZIP code 62701 is in IL, not MA: check the state and the ZIP code',
    });
  });

  it('only warns when the city is not the one USPS lists for the ZIP', () => {
    const parsed = parsePostalAddress('A', '1 Elm St\nShelbyville, IL 62701');
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(parsed.warnings).toEqual([
        expect.stringContaining('USPS lists ZIP code 62701 as Springfield, IL, not Shelbyville'),
      ]);
  });

  it('refuses an address without a last line, or with too many street lines, or unknown ZIPs', () => {
    expect(parsePostalAddress('A', '1 Elm St')).toMatchObject({
      ok: false,
      message: expect.stringContaining('City, ST 12345'),
    });
    expect(parsePostalAddress('A', 'a\nb\nc\nSpringfield, IL 62701')).toMatchObject({
      ok: false,
      message: expect.stringContaining('two street lines'),
    });
    expect(parsePostalAddress('A', '1 Elm St\nNowhere, XX 00000')).toMatchObject({
      ok: false,
      message: '00000 is not a US ZIP code',
    });
    expect(parsePostalAddress('', '1 Elm St\nSpringfield, IL 62701')).toMatchObject({ ok: false });
  });

  it('sends a letter back in the sandbox when a street line says RETURN', () => {
    const parsed = parsePostalAddress('A', '1 Return Road\nSpringfield, IL 62701');
    expect(parsed.ok && asksForReturn(parsed.address)).toBe(true);
  });
});
