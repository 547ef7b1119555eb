import { textProblem } from './text-field.validator';

describe('textProblem (plain text: names, subjects, letter fields)', () => {
  it('refuses a name made only of zero-width or blank characters (issue 22 point 7)', () => {
    for (const name of ['\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\u00A0\u3000', '\u3164\u3164', '\u2800', '\u00AD', '\u200E\u200F']) {
      expect(textProblem('defendantName', name, { max: 200, plain: 'line' })).toBe('defendantName must contain visible characters');
    }
    expect(textProblem('message', '\u200B\n\u200B', { max: 5000, plain: 'multiline' })).toBe('message must contain visible characters');
  });

  it('keeps real names, with joiners inside them', () => {
    for (const name of ['Ana Díaz', 'O\u2019Brien', 'محمد', 'क्\u200Dष', '李 小龙', 'Zoë']) {
      expect(textProblem('name', name, { max: 200, plain: 'line' })).toBeUndefined();
    }
  });

  it('refuses control characters and bidi overrides, lines only in multiline text', () => {
    expect(textProblem('name', 'a\u202Eb', { max: 200, plain: 'line' })).toMatch(/bidirectional overrides$/);
    expect(textProblem('name', 'a\nb', { max: 200, plain: 'line' })).toMatch(/control characters/);
    expect(textProblem('message', 'a\nb\tc', { max: 200, plain: 'multiline' })).toBeUndefined();
  });
});
