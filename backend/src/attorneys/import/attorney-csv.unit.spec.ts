import { parseDirectoryCsv, validateRow } from './attorney-csv';
import { parseCsv } from './csv';

const HEADER =
  'name,email,phone,firm,state,city,zip_code,specialties,bar_number,years_experience,rating,review_count,hourly_rate,website,description';
const row = (over: Record<string, string> = {}) => ({
  name: 'Ana Reyes',
  email: 'Ana@Reyes-Law.com',
  phone: '(512) 555-0134',
  firm: 'Reyes Law',
  state: 'tx',
  city: '',
  zip_code: '78701',
  specialties: 'landlord_tenant; Small Claims',
  bar_number: '24001234',
  years_experience: '12.5',
  rating: '4.8',
  review_count: '40',
  hourly_rate: '$275',
  website: 'https://reyes-law.com',
  description: 'Tenant rights, "deposits", and more',
  ...over,
});

describe('CSV parsing', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF, and a BOM; lines are where records start', () => {
    const records = parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
    ]);
    expect(() => parseCsv('a\n"open')).toThrow('Unclosed quoted field starting on line 2');
  });
});

describe('import rows', () => {
  it('a good row: normalised (state upper-case, email lower-case, labels to codes), placed at its ZIP centroid', () => {
    const result = validateRow(row());
    expect('record' in result && result.record).toMatchObject({
      name: 'Ana Reyes',
      email: 'ana@reyes-law.com',
      state: 'TX',
      city: 'Austin',
      zipCode: '78701',
      specialties: ['landlord_tenant', 'small_claims'],
      yearsExperience: 12.5,
      rating: 4.8,
      reviewCount: 40,
      hourlyRate: 275,
      isActive: true,
      source: 'import',
    });
  });

  it('a bad row lists every problem, each naming its column', () => {
    const result = validateRow(
      row({
        email: 'nope',
        state: 'XX',
        zip_code: '00000',
        specialties: 'tax law',
        years_experience: 'ten',
        rating: '7',
        phone: 'call',
        name: 'A\u0000',
      }),
    );
    expect('problems' in result && result.problems).toEqual([
      'name must not contain control characters',
      'email must be a valid email address',
      'phone must be a phone number',
      'state must be the two letters of one of the 50 states or DC',
      'zip_code 00000 is not a known US ZIP code',
      'specialties: unknown specialty "tax law" (use landlord_tenant, personal_injury, employment, contract, small_claims, consumer_protection, business, family, real_estate)',
      'years_experience must be a number of years from 0 to 99.9',
      'rating must be a number from 0 to 5',
    ]);
  });

  it('a file: header checked, rows validated, a second row of the same state + bar number refused', () => {
    const line = (r: Record<string, string>) =>
      Object.values(r)
        .map((v) => `"${v.replace(/"/g, '""')}"`)
        .join(',');
    const csv = [
      HEADER,
      line(row()),
      line(row({ name: 'Dup' })),
      'too,few',
      line(row({ bar_number: 'other' })),
    ].join('\n');
    const parsed = parseDirectoryCsv(csv);
    expect(parsed.records.map((r) => r.barNumber)).toEqual(['24001234', 'other']);
    expect(parsed.rejected.map((r) => [r.line, r.problems[0]])).toEqual([
      [3, 'bar_number 24001234 (TX) appears on an earlier line'],
      [4, 'has 2 fields, the header has 15'],
    ]);
    expect(parsed.keys).toEqual([
      { state: 'TX', barNumber: '24001234' },
      { state: 'TX', barNumber: '24001234' },
      { state: 'TX', barNumber: 'other' },
    ]);
    expect(() => parseDirectoryCsv('name,email\nA,b')).toThrow(
      /lacks required column\(s\): phone, firm, state, zip_code/,
    );
  });
});
