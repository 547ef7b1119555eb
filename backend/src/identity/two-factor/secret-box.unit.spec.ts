import { randomBytes } from 'node:crypto';
import { keyIdOf, SecretBox } from './secret-box';

describe('SecretBox (AES-256-GCM key ring for TOTP secrets)', () => {
  const a = randomBytes(32);
  const b = randomBytes(32);

  it('opens what it sealed, and the ciphertext does not contain the secret', () => {
    const box = new SecretBox(a);
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed.keyId).toBe(keyIdOf(a));
    expect(sealed.ciphertext.toString('latin1')).not.toContain('JBSWY3DP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses another context (a row copied to another user), a changed byte, or an unknown key', () => {
    const box = new SecretBox(a);
    const sealed = box.seal('SECRET', 'user-1');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    const tampered = Buffer.from(sealed.ciphertext);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => box.open({ ...sealed, ciphertext: tampered }, 'user-1')).toThrow();
    expect(() => new SecretBox(b).open(sealed, 'user-1')).toThrow(/No key/);
  });

  it('a new primary key still opens secrets sealed with the old one', () => {
    const old = new SecretBox(a).seal('SECRET', 'u');
    const ring = new SecretBox(b, [a]);
    expect(ring.open(old, 'u')).toBe('SECRET');
    expect(ring.seal('x', 'u').keyId).toBe(keyIdOf(b));
  });
});
