import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_PERSONAL_DATA, PERSONAL_DATA, PersonalDataRegistry, personal, STREAM_OWNER } from './personal-data.registry';

const BACKEND = path.resolve(__dirname, '../..');

/** Every `*.events.ts` (and `*.events.v<n>.ts`) file of the backend: where event types are declared. */
function eventFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : eventFiles(full);
    return /\.events(\.v\d+)?\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** `type: 'SomethingHappened'` in an events file is an event type (commands live in *.decide.ts files). */
function declaredEventTypes(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of eventFiles(BACKEND)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\btype:\s*'([A-Z][A-Za-z0-9]*)'/g))
      found.set(match[1]!, path.relative(BACKEND, file));
  }
  return found;
}

describe('the personal-data registry', () => {
  it('classifies every event type declared in a *.events.ts file (add the missing ones to personal-data.registry.ts)', () => {
    const declared = declaredEventTypes();
    expect(declared.size).toBeGreaterThanOrEqual(25);
    const missing = [...declared].filter(([type]) => !(type in PERSONAL_DATA)).map(([t, f]) => `${t} (${f})`);
    expect(missing).toEqual([]);
  });

  it('finds the event files of every context that stores events', () => {
    const files = eventFiles(BACKEND).map((f) => path.relative(BACKEND, f));
    expect(files).toEqual(
      expect.arrayContaining([
        'case-file/case.events.ts',
        'subscriptions/subscription.events.ts',
        'subscriptions/promotions/promotion.events.ts',
        'payments/provider-event.events.ts',
      ]),
    );
  });

  it('is valid: well-formed paths, and personal fields always have a data subject', () => {
    expect(() => new PersonalDataRegistry()).not.toThrow();
    expect(() => new PersonalDataRegistry({ X: { subject: null, fields: ['name'] } })).toThrow(/without a data subject/);
    expect(() => new PersonalDataRegistry({ X: personal(STREAM_OWNER, 'a..b') })).toThrow(/not of the form/);
  });

  it('encrypts the free text and the parties of a case, and nothing of a payment', () => {
    expect(PERSONAL_DATA.CaseOpened!.fields).toEqual(
      expect.arrayContaining(['title', 'details.plaintiffName', 'details.defendantAddress', 'details.damageItems[].description']),
    );
    expect(PERSONAL_DATA.PaymentSucceeded).toBe(NO_PERSONAL_DATA);
    expect(PERSONAL_DATA.RevisionSaved!.fields).toEqual(['content', 'editSummary']);
  });
});
