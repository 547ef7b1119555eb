import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STATE_CODES, CASE_TYPES } from '../../law/law-table.types';
import { getJurisdiction } from '../../law/law-table';
import { LEGAL_BASIS_PARTIALS } from '../drafting/letter-view-model';
import { NOTICE_PLACEMENT } from '../../law/law-table';
import { TEMPLATE_SOURCES } from './templates';

const TEMPLATE_DIR = __dirname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const allSources = (): string[] => [
  ...Object.values(TEMPLATE_SOURCES.documents),
  TEMPLATE_SOURCES.html,
  ...Object.values(TEMPLATE_SOURCES.partials),
];

describe('document templates', () => {
  const templateFiles = filesUnder(TEMPLATE_DIR).filter((f) => /\.hbs(\.ts)?$/.test(f));

  it('exist as files in the templates folder', () => {
    expect(templateFiles.length).toBeGreaterThanOrEqual(20);
  });

  it('never use the unescaped triple-stash {{{ }}} (files on disk and the compiled sources)', () => {
    const offenders = templateFiles.filter((file) => readFileSync(file, 'utf8').includes('{{{'));
    expect(offenders).toEqual([]);
    expect(allSources().filter((source) => source.includes('{{{'))).toEqual([]);
    // Nor the `{{&name}}` form, which is the same thing.
    expect(allSources().filter((source) => /\{\{~?\s*&/.test(source))).toEqual([]);
  });

  it('are plain template literals (no ${} interpolation) so the source on disk is what gets compiled', () => {
    const offenders = templateFiles.filter((file) => readFileSync(file, 'utf8').includes('${'));
    expect(offenders).toEqual([]);
  });

  it('compile every template file on disk (none is left out of the registry, so the grep covers what runs)', () => {
    const sources = new Set(allSources());
    const stripped = (file: string) => {
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf('`');
      return text.slice(start + 1, text.lastIndexOf('`'));
    };
    const unregistered = templateFiles.filter((file) => !sources.has(stripped(file).replace(/\\\\/g, '\\')));
    expect(unregistered.map((f) => path.relative(TEMPLATE_DIR, f))).toEqual([]);
  });

  it('have a legal-basis partial for every case type', () => {
    for (const caseType of CASE_TYPES) {
      expect(TEMPLATE_SOURCES.partials).toHaveProperty(LEGAL_BASIS_PARTIALS[caseType]);
    }
  });
});

describe('pre-suit notice rules', () => {
  it('every rule in the law table has an explicit letter/notes decision', () => {
    const ids = STATE_CODES.flatMap((code) => getJurisdiction(code).preSuitDemands.map((r) => r.value.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !(id in NOTICE_PLACEMENT))).toEqual([]);
  });
});
