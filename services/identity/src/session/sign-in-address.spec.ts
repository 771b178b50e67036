import { signInAddressOf } from './sign-in-address.js';

describe('signInAddressOf', () => {
  it('counts IPv4 addresses one by one, also when written IPv4-mapped', () => {
    expect(signInAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(signInAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(signInAddressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(signInAddressOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  });

  it('puts what is no address under one name', () => {
    expect(signInAddressOf(undefined)).toBe('unknown');
    expect(signInAddressOf('not an address')).toBe('unknown');
  });
});
