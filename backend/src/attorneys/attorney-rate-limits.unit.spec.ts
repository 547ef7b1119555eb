import { clientBucket } from './attorney-rate-limits';

describe('clientBucket', () => {
  it('is the IPv4 address itself (mapped or not), and the /64 of an IPv6 address', () => {
    expect(clientBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientBucket('2001:db8:1:2::17')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientBucket('::1')).toBe('0:0:0:0::/64');
    expect(clientBucket(undefined)).toBe('unknown');
  });
});
