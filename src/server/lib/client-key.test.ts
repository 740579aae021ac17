import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('the key a client is counted under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const a = clientKey('2001:db8:85a3:12::1');
    expect(a).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKey('2001:DB8:85A3:12:abcd::9')).toBe(a);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(a);
  });

  it('reads compressed and zero-led forms alike', () => {
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
