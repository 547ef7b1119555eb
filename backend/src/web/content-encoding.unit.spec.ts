import { encodedPath, negotiateEncoding } from './content-encoding';

const both = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it("picks brotli for a browser's header, though browsers name gzip first", () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });

  it('falls back to gzip, then to the file itself', () => {
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip');
    expect(negotiateEncoding('deflate', both)).toBe('identity');
    expect(negotiateEncoding(undefined, both)).toBe('identity');
    expect(negotiateEncoding('', both)).toBe('identity');
    expect(negotiateEncoding('br, gzip', [])).toBe('identity');
  });

  it('follows q-values: a refused or less wanted encoding loses', () => {
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1, GZIP;q=0.1', both)).toBe('br');
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('*;q=0.2, identity;q=0.5', both)).toBe('identity');
    expect(negotiateEncoding('identity;q=0, gzip;q=0', both)).toBe('identity');
    expect(negotiateEncoding('br;q=nonsense', both)).toBe('br');
  });

  it('names the stored copy of each encoding', () => {
    expect(encodedPath('/d/assets/a.js', 'br')).toBe('/d/assets/a.js.br');
    expect(encodedPath('/d/assets/a.js', 'gzip')).toBe('/d/assets/a.js.gz');
    expect(encodedPath('/d/assets/a.js', 'identity')).toBe('/d/assets/a.js');
  });
});
