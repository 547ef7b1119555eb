import { legacyNormaliseEmail, normaliseEmail } from './customer-keys';

describe('normaliseEmail: the person an address stands for, the way its provider delivers mail (ADR 210)', () => {
  it('at gmail.com and googlemail.com drops the dots and the +tag, and googlemail.com is gmail.com', () => {
    expect(normaliseEmail('First.Last@gmail.com')).toBe('firstlast@gmail.com');
    expect(normaliseEmail('f.i.r.s.t.l.a.s.t@gmail.com')).toBe('firstlast@gmail.com');
    expect(normaliseEmail(' first.last+trial2@GMAIL.com ')).toBe('firstlast@gmail.com');
    expect(normaliseEmail('firstlast@googlemail.com')).toBe('firstlast@gmail.com');
    expect(normaliseEmail('first.last+x@GoogleMail.com')).toBe('firstlast@gmail.com');
  });

  it('at every other domain drops only the +tag: dots are part of the mailbox', () => {
    expect(normaliseEmail('Ana.Diaz+trial2@Example.com')).toBe('ana.diaz@example.com');
    expect(normaliseEmail('anadiaz@example.com')).not.toBe(normaliseEmail('ana.diaz@example.com'));
    expect(normaliseEmail('first.last@gmail.com.evil.test')).toBe('first.last@gmail.com.evil.test');
    expect(normaliseEmail('first.last@mail.gmail.com')).toBe('first.last@mail.gmail.com');
  });

  it('keeps what it cannot split, and a local part that is only a tag or only dots', () => {
    expect(normaliseEmail('not-an-address')).toBe('not-an-address');
    expect(normaliseEmail('+tag@example.com')).toBe('+tag@example.com');
    expect(normaliseEmail('...@gmail.com')).toBe('...@gmail.com');
  });

  it("ADR 145's normalisation stays readable for the claims stored under it", () => {
    expect(legacyNormaliseEmail('First.Last+x@gmail.com')).toBe('first.last@gmail.com');
    expect(legacyNormaliseEmail('Ana.Diaz+trial2@Example.com')).toBe(normaliseEmail('Ana.Diaz+trial2@Example.com'));
  });
});
