import fc from 'fast-check';
import { charsetOf, findUnsafeText, jsonNestsDeeperThan } from './request-input';

const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('jsonNestsDeeperThan', () => {
  it('measures nesting of arrays and objects, and ignores brackets inside strings', () => {
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 3)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":[1,{"b":2}]}'), 2)).toBe(true);
    expect(jsonNestsDeeperThan(bytes('{"a":"[[[[[[[[[[{{{{{"}'), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"a":"\\"[[[[\\\\"}'), 1)).toBe(false);
    expect(jsonNestsDeeperThan(bytes('{"é[":"ü{"}'), 1)).toBe(false);
  });

  it('agrees with the real depth of any JSON value', () => {
    const depth = (v: unknown): number =>
      typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(8), (value, max) => {
        expect(jsonNestsDeeperThan(bytes(JSON.stringify(value)), max)).toBe(depth(value) > max);
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});

describe('findUnsafeText', () => {
  it('names the path of a NUL or an unpaired surrogate anywhere in a body', () => {
    expect(findUnsafeText({ formData: { defendantName: 'A\u0000' } })).toBe(
      'formData.defendantName must not contain control characters',
    );
    expect(findUnsafeText({ items: ['ok', 'x\uD800'] })).toBe('items[1] must be valid Unicode text');
    expect(findUnsafeText('a\uDC00', 'id')).toBe('id must be valid Unicode text');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('body must not contain control characters');
  });

  it('lets every well-formed string without NUL through, emoji and all', () => {
    expect(findUnsafeText({ a: 'Zoë 😀 \u202E \n\t', b: [1, null, true, { c: '日本' }] })).toBeUndefined();
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        // JSON.stringify escapes lone surrogates as \udxxx; NUL as \u0000.
        const clean = !/\\u0000|\\ud[89a-f]/i.test(json);
        if (clean) expect(findUnsafeText(value)).toBeUndefined();
      }),
      { seed: 12, numRuns: 300 },
    );
  });
});

describe('charsetOf', () => {
  it('reads the charset parameter of a Content-Type, quoted or not, in any case', () => {
    expect(charsetOf('application/json')).toBeUndefined();
    expect(charsetOf(undefined)).toBeUndefined();
    expect(charsetOf('application/json; charset=UTF-8')).toBe('utf-8');
    expect(charsetOf('application/json;charset="utf-16le"')).toBe('utf-16le');
    expect(charsetOf('application/json; boundary=x; CHARSET = latin1')).toBe('latin1');
  });
});
