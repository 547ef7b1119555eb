import { describe, expect, it } from 'vitest';
import { precompileCatalog } from './precompile-messages';

describe('precompileCatalog', () => {
  it('replaces each message of a catalog call by its parsed form and leaves the rest of the file alone', () => {
    const code = [
      "import { defineMessages } from '@/lib/i18n/define';",
      "export const m = defineMessages('home', {",
      "  title: 'Get justice',",
      '  count: `{n, plural, one {# letter} other {# letters}}`,',
      '});',
      "export const other = 'untouched';",
    ].join('\n');
    const out = precompileCatalog(code, '/src/features/home/messages.ts');
    expect(out).toContain('title: [{"type":0,"value":"Get justice"}]');
    expect(out).toContain('"type":6'); // a plural
    expect(out).toContain("export const other = 'untouched';");
  });

  it('fails on a message that is not valid ICU, naming the file and the key', () => {
    const code = "export default translations<typeof m>('home', { broken: 'Paso {step de 6' });";
    expect(() => precompileCatalog(code, '/src/features/home/messages.es.ts')).toThrow(
      /messages\.es\.ts: the message broken is not valid ICU/,
    );
  });

  it('refuses a plural without its other case, which a language with more plural forms would need', () => {
    const code = "defineMessages('x', { n: '{n, plural, one {# day}}' });";
    expect(() => precompileCatalog(code, 'messages.ts')).toThrow(/the message n is not valid ICU/);
  });
});
