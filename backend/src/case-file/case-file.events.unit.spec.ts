import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CASE_FILE_EVENT_TYPES, isCaseFileEvent } from './case-file.events';

/** `type: 'SomethingHappened'` in the case file's *.events.ts files (not the upcasters' old shapes). */
function declaredTypes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declaredTypes(full);
    if (!/\.events\.ts$/.test(entry.name) || entry.name === 'case-file.events.ts') return [];
    return [...readFileSync(full, 'utf8').matchAll(/\btype:\s*'([A-Z][A-Za-z0-9]*)'/g)].map((m) => m[1]!);
  });
}

describe('the case stream’s one type list', () => {
  it('names every event type declared in case-file/, each once', () => {
    const declared = [...new Set(declaredTypes(__dirname))].sort();
    expect(declared.length).toBeGreaterThan(30);
    expect([...CASE_FILE_EVENT_TYPES].sort()).toEqual(declared);
    expect(new Set(CASE_FILE_EVENT_TYPES).size).toBe(CASE_FILE_EVENT_TYPES.length);
  });

  it('tells a case’s events from the others on the store', () => {
    expect(isCaseFileEvent({ type: 'CaseOpened' })).toBe(true);
    expect(isCaseFileEvent({ type: 'LetterMailed' })).toBe(true);
    expect(isCaseFileEvent({ type: 'HearingScheduled' })).toBe(true);
    expect(isCaseFileEvent({ type: 'SubscriptionStarted' })).toBe(false);
    expect(isCaseFileEvent({ type: 'ReferralRequested' })).toBe(false);
  });
});
