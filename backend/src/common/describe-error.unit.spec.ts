import { describeError } from './describe-error';

describe('describeError', () => {
  it('never answers "undefined"', () => {
    expect(describeError(undefined)).toBe('an unknown error (nothing was thrown with it)');
    expect(describeError(undefined)).not.toContain('undefined');
  });

  it('lists the errors inside an AggregateError (pg connecting to ::1 and 127.0.0.1) and says what to do', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED', address, port: 5432 });
    const text = describeError(new AggregateError([refused('::1'), refused('127.0.0.1')], ''));
    expect(text).toContain('connect ECONNREFUSED ::1:5432');
    expect(text).toContain('connect ECONNREFUSED 127.0.0.1:5432');
    expect(text).toContain('Is PostgreSQL running?');
  });

  it('names a port in use', () => {
    const error = Object.assign(new Error('listen EADDRINUSE: address already in use 0.0.0.0:3000'), {
      code: 'EADDRINUSE',
      address: '0.0.0.0',
      port: 3000,
      syscall: 'listen',
    });
    expect(describeError(error)).toContain('another program is listening on 0.0.0.0:3000');
  });

  it('keeps the driver code of a database error', () => {
    const error = Object.assign(new Error('password authentication failed for user "x"'), { code: '28P01' });
    expect(describeError(error)).toBe(
      'password authentication failed for user "x" (28P01)\nWhat to do: the database refused the user or password. Check them in DATABASE_URL.',
    );
  });
});
