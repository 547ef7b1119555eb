import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DirectoryIndex } from '../directory/directory-index';
import { SampleDirectoryLoader } from '../sample/sample-loader';
import { runImportAttorneys } from '../../cli/import-attorneys.cli';

const HEADER =
  'name,email,phone,firm,state,city,zip_code,specialties,bar_number,years_experience,rating,review_count,hourly_rate,website,description';
const GOOD = [
  'Ana Reyes,ana@reyes-law.com,(512) 555-0134,Reyes Law,TX,Austin,78701,landlord_tenant;small_claims,TX-100,12,4.8,40,275,https://reyes-law.com,"Tenants, deposits"',
  'Ben Cole,ben@cole.com,(212) 555-0111,Cole LLP,NY,,10001,Contract Disputes,NY-200,20,4.5,12,,,',
  'Cara Diaz,cara@diaz.com,(305) 555-0100,Diaz PA,FL,Miami,33101,personal_injury,FL-300,7,,,,,',
];

describe('npm run attorneys:import', () => {
  let t: TestApp;
  let db: DataSource;
  const dir = mkdtempSync(path.join(tmpdir(), 'suego-import-'));
  const file = (name: string, lines: string[]) => {
    const p = path.join(dir, name);
    writeFileSync(p, `${lines.join('\r\n')}\r\n`);
    return p;
  };
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runImportAttorneys(argv, { DATABASE_URL: t.database.url }, (l) => lines.push(l));
    // The CLI is another process: the app's search index would see its writes within a second; now, for the test.
    t.app.get(DirectoryIndex).invalidate();
    return { code, output: lines.join('\n') };
  };
  const attorneys = async () =>
    db.query<Array<Record<string, unknown>>>(
      `SELECT name, state, bar_number, source, is_active, city, specialties FROM attorneys WHERE source = 'import' ORDER BY bar_number`,
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: 'off' } });
    db = t.app.get(DataSource);
    expect(await t.app.get(SampleDirectoryLoader).load(300)).toMatchObject({ loaded: 300 });
  });
  afterAll(() => t.close());

  it('a good file: every row added, placed at its ZIP, searchable at once, counted live', async () => {
    const { code, output } = await run(file('good.csv', [HEADER, ...GOOD]));
    expect(code).toBe(0);
    expect(output).toBe(`Imported ${path.join(dir, 'good.csv')}: 3 rows, 3 added, 0 updated, 0 rejected.`);
    expect(await attorneys()).toEqual([
      {
        name: 'Cara Diaz',
        state: 'FL',
        bar_number: 'FL-300',
        source: 'import',
        is_active: true,
        city: 'Miami',
        specialties: ['personal_injury'],
      },
      {
        name: 'Ben Cole',
        state: 'NY',
        bar_number: 'NY-200',
        source: 'import',
        is_active: true,
        city: 'New York',
        specialties: ['contract'],
      },
      {
        name: 'Ana Reyes',
        state: 'TX',
        bar_number: 'TX-100',
        source: 'import',
        is_active: true,
        city: 'Austin',
        specialties: ['landlord_tenant', 'small_claims'],
      },
    ]);
    expect((await request(t.http).get('/api/attorneys/stats').expect(200)).body).toMatchObject({
      total: 303,
      sample: 300,
    });
    const teaser = await request(t.http)
      .get('/api/attorneys/teaser?state=TX&specialty=landlord_tenant&location=78701')
      .expect(200);
    expect(teaser.body.attorneys[0]).toMatchObject({ name: 'Ana Reyes', distanceMiles: 0, source: 'import' });
  });

  it('re-importing is idempotent: the same attorneys (same ids) updated, nothing added; a change is applied', async () => {
    const ids = await db.query(`SELECT id FROM attorneys WHERE source = 'import' ORDER BY id`);
    const changed = GOOD.map((l) => l.replace('Reyes Law', 'Reyes & Partners'));
    expect(await run(file('again.csv', [HEADER, ...changed]))).toMatchObject({
      code: 0,
      output: expect.stringContaining('3 rows, 0 added, 3 updated, 0 rejected'),
    });
    expect(await db.query(`SELECT id FROM attorneys WHERE source = 'import' ORDER BY id`)).toEqual(ids);
    expect((await db.query(`SELECT firm FROM attorneys WHERE bar_number = 'TX-100'`))[0].firm).toBe(
      'Reyes & Partners',
    );
  });

  it('bad rows are rejected one by one with a report; the good rows still go in (exit 3)', async () => {
    const { code, output } = await run(
      file('bad.csv', [
        HEADER,
        'Dee Frye,dee@frye.com,(602) 555-0100,Frye Law,AZ,Phoenix,85001,employment,AZ-400,5,4,3,200,,',
        'No Email,,(602) 555-0100,X,AZ,,85001,employment,AZ-401,5,,,,,',
        'Bad Zip,bz@x.com,(602) 555-0100,X,AZ,,9999,employment,AZ-402,5,,,,,',
        'Bad State,bs@x.com,(602) 555-0100,X,ZZ,,85001,tax,AZ-403,5,9,,,,',
      ]),
    );
    expect(code).toBe(3);
    expect(output.split('\n')).toEqual([
      `Imported ${path.join(dir, 'bad.csv')}: 4 rows, 1 added, 0 updated, 3 rejected.`,
      '  line 3 (AZ AZ-401): email is required',
      '  line 4 (AZ AZ-402): zip_code must be 5 digits',
      '  line 5 (ZZ AZ-403): state must be the two letters of one of the 50 states or DC; specialties: unknown specialty "tax" (use landlord_tenant, personal_injury, employment, contract, small_claims, consumer_protection, business, family, real_estate); rating must be a number from 0 to 5',
    ]);
    expect((await attorneys()).map((a) => a.bar_number)).toContain('AZ-400');
  });

  it("--full deactivates every active attorney missing from the file (sample ones too), keeps rejected rows' attorneys", async () => {
    const { code, output } = await run(
      file('full.csv', [
        HEADER,
        GOOD[0]!,
        GOOD[1]!,
        'Dee Frye,not-an-email,(602) 555-0100,Frye Law,AZ,Phoenix,85001,employment,AZ-400,5,4,3,200,,',
      ]),
      '--full',
    );
    expect(code).toBe(3);
    expect(output).toContain('3 rows, 0 added, 2 updated, 1 rejected, 301 deactivated (not in the file)');
    expect((await attorneys()).map((a) => [a.bar_number, a.is_active])).toEqual([
      ['AZ-400', true],
      ['FL-300', false],
      ['NY-200', true],
      ['TX-100', true],
    ]);
    expect((await request(t.http).get('/api/attorneys/stats').expect(200)).body).toMatchObject({
      total: 3,
      sample: 0,
    });
    // A re-listed attorney comes back.
    await run(file('back.csv', [HEADER, GOOD[2]!]));
    expect((await db.query(`SELECT is_active FROM attorneys WHERE bar_number = 'FL-300'`))[0].is_active).toBe(
      true,
    );
  });

  it('refuses bad arguments, a missing file, a header without the required columns, and an empty full import', async () => {
    expect((await run()).code).toBe(2);
    expect((await run('a.csv', '--nope')).code).toBe(2);
    expect(await run(path.join(dir, 'missing.csv'))).toMatchObject({
      code: 2,
      output: expect.stringContaining('Could not read'),
    });
    expect(await run(file('header.csv', ['name,email', 'A,a@b.co']))).toMatchObject({
      code: 2,
      output: expect.stringContaining('lacks required column(s): phone'),
    });
    expect(await run(file('empty.csv', [HEADER]), '--full')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Refusing a full import'),
    });
    expect(await run(file('x.csv', [HEADER]))).toMatchObject({ code: 0 });
  });
});
