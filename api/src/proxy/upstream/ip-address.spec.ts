import { canonicalAddress, refusedAddressKind } from './ip-address';

describe('refusedAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.3.4', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:127.0.0.1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['::ffff:169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['::ffff:0.0.0.0', 'unspecified'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    '192.168.0.10',
    '10.1.2.3',
    '172.16.5.4',
    'fc00::10',
    'fd12:3456::1',
    '::ffff:192.168.0.10',
    '8.8.8.8',
    '2001:db8::1',
    'fec0::1',
    'nas.local',
  ])('allows %s', (address) => {
    expect(refusedAddressKind(address)).toBeNull();
  });
});

describe('canonicalAddress', () => {
  it('writes an IPv4 address wrapped in IPv6 as that IPv4 address', () => {
    expect(canonicalAddress('::ffff:c0a8:000a')).toBe('192.168.0.10');
    expect(canonicalAddress('[::ffff:192.168.0.10]')).toBe('192.168.0.10');
  });

  it('writes IPv6 addresses the same however they are shortened', () => {
    expect(canonicalAddress('fd00:0:0::1')).toBe(canonicalAddress('FD00::0001'));
  });

  it('is null for a host name', () => {
    expect(canonicalAddress('nas.example.local')).toBeNull();
  });
});
