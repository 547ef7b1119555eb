import { PASSWORD_CONTAINS_IDENTITY, PASSWORD_TOO_COMMON, passwordProblem } from './password-policy';

const ana = { email: 'ana.diaz@example.com', name: 'Ana María Díaz' };

describe('passwordProblem (ASVS 6.2.4, 6.2.11)', () => {
  it.each(['password', '12345678', 'iloveyou', 'P@ssw0rd', 'Password1', 'qwertyuiop', 'zaq12wsx', '11111111', 'abcdefgh'])(
    'refuses the common or guessable %s',
    (password) => {
      expect(passwordProblem(password, ana)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it.each(['ana.diaz@example.com', 'ANA.DIAZ@EXAMPLE.COM!', 'ana.diaz-2026', 'my name is maría', 'díaz family rocks'])(
    'refuses %s, which contains the email, its local part or the name',
    (password) => {
      expect(passwordProblem(password, ana)).toBe(PASSWORD_CONTAINS_IDENTITY);
    },
  );

  it.each(['correct horse battery staple', 'Tr0ub4dor&3', 'the right password', 'kX7#qP2v', 'banana split forever'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, ana)).toBeUndefined();
    },
  );
});
